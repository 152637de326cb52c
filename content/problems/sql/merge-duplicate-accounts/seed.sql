INSERT INTO accounts VALUES (1, 'ann@x.io', '2024-02-01'), (2, ' Ann@X.io', '2024-01-15'), (3, 'bo@x.io', '2024-03-01'),
  (4, NULL, '2024-01-01'), (5, 'ANN@x.io ', '2024-05-05');
