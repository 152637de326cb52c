INSERT INTO events VALUES (1, 'login'), (1, 'login'), (2, 'login'), (NULL, 'view'), (NULL, 'view'), (1, 'logout');
