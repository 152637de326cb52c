CREATE TABLE readings (
  sensor TEXT NOT NULL,
  ts INTEGER NOT NULL
);
