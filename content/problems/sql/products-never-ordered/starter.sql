SELECT id, name
FROM products;
