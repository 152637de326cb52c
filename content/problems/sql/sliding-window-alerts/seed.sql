INSERT INTO login_failures VALUES (1, 'ann', 100), (2, 'ann', 120), (3, 'ann', 150), (4, 'bob', 151), (5, 'ann', 200), (6, 'ann', 205);
