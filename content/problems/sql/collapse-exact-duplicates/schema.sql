CREATE TABLE events (
  user_id INTEGER,
  event TEXT NOT NULL
);
