INSERT INTO users VALUES
  (1, 'ada@example.com'), (2, 'grace@example.com'), (3, 'ADA@example.com'),
  (4, ' linus@example.com'), (5, 'linus@example.com'), (6, 'ken@example.com');
