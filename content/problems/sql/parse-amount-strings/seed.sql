INSERT INTO payments VALUES (1, 'acme', '$1,234.50'), (2, 'acme', ' 12.5 '), (3, 'beta', '1000'), (4, 'beta', '-$3.00'),
  (5, 'cora', ''), (6, 'cora', NULL);
