CREATE TABLE price_history (
  product_id INTEGER NOT NULL,
  valid_from TEXT NOT NULL,
  price DOUBLE PRECISION NOT NULL
);
CREATE TABLE orders (
  order_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL,
  ordered_on TEXT NOT NULL
);
