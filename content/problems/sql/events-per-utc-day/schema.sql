CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  occurred_at TEXT NOT NULL
);
