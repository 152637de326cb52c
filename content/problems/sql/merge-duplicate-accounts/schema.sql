CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  email TEXT,
  created_at TEXT NOT NULL
);
