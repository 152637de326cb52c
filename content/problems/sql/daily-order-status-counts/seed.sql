INSERT INTO orders VALUES (1, '2024-06-01', 'shipped'), (2, '2024-06-01', 'cancelled'), (3, '2024-06-01', 'shipped'),
  (4, '2024-06-02', 'shipped'), (5, '2024-06-03', 'cancelled');
