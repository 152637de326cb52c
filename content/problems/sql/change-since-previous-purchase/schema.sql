CREATE TABLE purchases (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  purchased_at TEXT NOT NULL,
  amount REAL NOT NULL
);
