CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  tags TEXT
);
