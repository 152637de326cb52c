CREATE TABLE funnel_events (
  user_id INTEGER NOT NULL,
  event TEXT NOT NULL,
  at TEXT NOT NULL
);
