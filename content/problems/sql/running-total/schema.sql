CREATE TABLE daily_sales (
  day TEXT PRIMARY KEY,
  amount REAL NOT NULL
);
