CREATE TABLE page_views (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  viewed_at INTEGER NOT NULL
);
