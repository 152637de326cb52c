CREATE TABLE daily_signups (
  day TEXT PRIMARY KEY,
  signups INTEGER NOT NULL
);
