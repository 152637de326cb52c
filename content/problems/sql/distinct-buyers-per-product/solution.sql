SELECT product, COUNT(*) AS orders, COUNT(DISTINCT customer_id) AS buyers
FROM orders
GROUP BY product
ORDER BY product;
