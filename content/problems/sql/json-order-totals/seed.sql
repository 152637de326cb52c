INSERT INTO orders VALUES
  (1, '{"items": [{"sku": "A", "qty": 2, "price": 3.5}, {"sku": "B", "qty": 1, "price": 10}], "discount": 1}'),
  (2, '{"items": [{"sku": "C", "qty": 3, "price": 0.1}]}'),
  (3, '{"items": [], "discount": 2}');
