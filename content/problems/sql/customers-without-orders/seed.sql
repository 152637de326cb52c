INSERT INTO customers VALUES (1, 'Ada'), (2, 'Grace'), (3, 'Linus'), (4, 'Barbara');
INSERT INTO orders VALUES (1, 1, 20), (2, 2, 35), (3, 1, 12);
