CREATE TABLE snapshots (
  customer_id INTEGER NOT NULL,
  snapshot_day TEXT NOT NULL,
  plan TEXT NOT NULL
);
