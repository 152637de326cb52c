CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL,
  amount_text TEXT
);
