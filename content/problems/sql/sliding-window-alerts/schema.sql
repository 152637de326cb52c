CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL,
  ts INTEGER NOT NULL
);
