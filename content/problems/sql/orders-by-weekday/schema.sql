CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  ordered_at TEXT NOT NULL
);
