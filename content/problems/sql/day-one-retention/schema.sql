CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  signed_up_at TEXT NOT NULL
);
CREATE TABLE activity (
  user_id INTEGER NOT NULL,
  active_at TEXT NOT NULL
);
