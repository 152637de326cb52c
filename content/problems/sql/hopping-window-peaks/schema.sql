CREATE TABLE temperatures (
  ts INTEGER NOT NULL,
  temp REAL NOT NULL
);
