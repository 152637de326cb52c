CREATE TABLE clicks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  clicked_at TEXT NOT NULL
);
