INSERT INTO employees VALUES (1, 'Ada', 1000), (2, 'Grace', NULL), (3, 'Linus', 500), (4, 'Ken', NULL);
