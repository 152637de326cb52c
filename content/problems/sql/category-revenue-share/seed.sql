INSERT INTO sales VALUES (1, 'Books', 30), (2, 'Games', 50), (3, 'Books', 20), (4, 'Music', 100);
