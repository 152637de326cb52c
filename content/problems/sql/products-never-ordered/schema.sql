CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  product_id INTEGER,
  quantity INTEGER NOT NULL
);
