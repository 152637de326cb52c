-- Mistake: counts repeat buyers more than once
SELECT product, COUNT(*) AS orders, COUNT(customer_id) AS buyers FROM orders GROUP BY product ORDER BY product;
