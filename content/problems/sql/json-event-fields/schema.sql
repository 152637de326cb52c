CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  payload TEXT
);
