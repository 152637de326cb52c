INSERT INTO customers VALUES (1, 'Ada', 'London'), (2, 'Grace', 'New York'), (3, 'Linus', 'Helsinki');
INSERT INTO orders VALUES
  (10, 1, 120.0, '2024-01-05'),
  (11, 2, 35.5, '2024-01-06'),
  (12, 1, 12.0, '2024-01-09'),
  (13, 9, 80.0, '2024-01-10');
