INSERT INTO products VALUES
  (1, 'Laptop', 'Electronics'), (2, 'Mouse', 'Electronics'), (3, 'Desk', 'Furniture'),
  (4, 'Lamp', 'Furniture'), (5, 'Pen', 'Office');
INSERT INTO order_items VALUES
  (1, 1, 2, 999.99), (2, 2, 5, 19.5), (3, 3, 1, 250), (4, 4, 3, 45.25), (5, 1, 1, 999.99);
