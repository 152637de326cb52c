INSERT INTO posts VALUES (1, '["sql", "etl"]'), (2, '["sql"]'), (3, '[]'), (4, '["python", "sql", "sql"]');
