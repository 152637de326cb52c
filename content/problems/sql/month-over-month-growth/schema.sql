CREATE TABLE monthly_revenue (
  month TEXT PRIMARY KEY,
  revenue DOUBLE PRECISION NOT NULL
);
