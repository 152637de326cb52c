INSERT INTO orders VALUES (1, 'North', 10), (2, 'North', 30), (3, 'North', 20), (4, 'South', 5), (5, 'South', 15);
