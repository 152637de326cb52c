CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  birth_date TEXT NOT NULL
);
