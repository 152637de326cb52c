SELECT product, COUNT(*) AS orders
FROM orders
GROUP BY product;
