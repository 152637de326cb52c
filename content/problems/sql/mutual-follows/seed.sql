INSERT INTO follows VALUES (1, 2), (2, 1), (1, 3), (3, 4), (4, 3), (2, 3);
