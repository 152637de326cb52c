CREATE TABLE daily_revenue (
  day TEXT PRIMARY KEY,
  revenue REAL NOT NULL
);
