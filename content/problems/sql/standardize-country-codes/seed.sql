INSERT INTO signups VALUES (1, 'USA'), (2, ' us '), (3, 'United States'), (4, 'uk'), (5, 'Germany'), (6, 'France'), (7, NULL);
