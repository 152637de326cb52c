CREATE TABLE readings (
  device_id INTEGER NOT NULL,
  checked_at TEXT NOT NULL,
  status TEXT NOT NULL
);
