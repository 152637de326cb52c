CREATE TABLE customer_tiers (
  customer_id INTEGER NOT NULL,
  tier TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT
);
