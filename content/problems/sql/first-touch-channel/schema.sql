CREATE TABLE visits (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  visited_at TEXT NOT NULL,
  channel TEXT
);
