CREATE TABLE monthly_revenue (
  month TEXT PRIMARY KEY,
  revenue REAL NOT NULL
);
