CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  started_on TEXT NOT NULL
);
