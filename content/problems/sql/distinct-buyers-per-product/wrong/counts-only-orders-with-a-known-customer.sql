-- Mistake: counts only orders with a known customer
SELECT product, COUNT(customer_id) AS orders, COUNT(DISTINCT customer_id) AS buyers FROM orders GROUP BY product ORDER BY product;
