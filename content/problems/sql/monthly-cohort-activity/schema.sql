CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  signed_up_on TEXT NOT NULL
);
CREATE TABLE activity (
  user_id INTEGER NOT NULL,
  active_on TEXT NOT NULL
);
