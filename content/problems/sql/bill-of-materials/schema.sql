CREATE TABLE components (
  parent TEXT NOT NULL,
  child TEXT NOT NULL,
  quantity INTEGER NOT NULL
);
