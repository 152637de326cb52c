CREATE TABLE signups (
  id INTEGER PRIMARY KEY,
  country TEXT
);
