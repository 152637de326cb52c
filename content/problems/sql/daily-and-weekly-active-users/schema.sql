CREATE TABLE activity (
  user_id INTEGER NOT NULL,
  day TEXT NOT NULL
);
