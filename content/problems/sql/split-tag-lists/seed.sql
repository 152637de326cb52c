INSERT INTO articles VALUES (1, 'sql, data ,etl'), (2, 'Python'), (3, NULL);
