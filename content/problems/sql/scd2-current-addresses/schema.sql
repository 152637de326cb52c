CREATE TABLE customer_addresses (
  customer_id INTEGER NOT NULL,
  city TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT
);
