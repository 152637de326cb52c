INSERT INTO categories VALUES (1, 'Home', NULL), (2, 'Kitchen', 1), (3, 'Knives', 2), (4, 'Garden', NULL), (5, 'Bath', 1);
