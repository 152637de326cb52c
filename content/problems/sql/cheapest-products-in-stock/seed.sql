INSERT INTO products VALUES
  (1, 'Pen', 1.5, 1),
  (2, 'Notebook', 3.25, 1),
  (3, 'Stapler', 7.99, 0),
  (4, 'Eraser', 0.99, 1),
  (5, 'Marker', 2.1, 1),
  (6, 'Tape', 1.5, 0);
