INSERT INTO customers VALUES (1, 'Ada'), (2, 'Grace'), (3, 'Linus'), (4, 'Ken');
INSERT INTO orders VALUES
  (1, 1, 60), (2, 1, 50), (3, 2, 500), (4, 3, 30), (5, 3, 40), (6, 3, 20), (7, 4, 70), (8, 4, 30);
