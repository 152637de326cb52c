INSERT INTO employees VALUES (1, 'Ada', NULL), (2, 'Grace', 1), (3, 'Linus', 1), (4, 'Ken', 2);
