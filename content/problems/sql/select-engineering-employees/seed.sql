INSERT INTO employees VALUES
  (1, 'Ada', 'Engineering', 145000),
  (2, 'Grace', 'Engineering', 160000),
  (3, 'Linus', 'Operations', 98000),
  (4, 'Margaret', 'Engineering', 132000),
  (5, 'Ken', 'Sales', 87000);
