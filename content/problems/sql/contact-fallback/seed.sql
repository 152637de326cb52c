INSERT INTO contacts VALUES
  (1, 'Ada', '555-0100', 'ada@x.io'), (2, 'Grace', NULL, 'grace@x.io'),
  (3, 'Linus', NULL, NULL), (4, 'Ken', '', 'ken@x.io');
