INSERT INTO orders VALUES (1, 'Lamp', 1), (2, 'Lamp', 1), (3, 'Lamp', 2), (4, 'Desk', NULL), (5, 'Desk', 3);
