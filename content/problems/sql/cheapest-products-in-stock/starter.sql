SELECT name, price
FROM products;
