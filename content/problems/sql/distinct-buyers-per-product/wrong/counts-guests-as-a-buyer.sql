-- Mistake: counts guests as a buyer
SELECT product, COUNT(*) AS orders, COUNT(DISTINCT COALESCE(customer_id, -1)) AS buyers FROM orders GROUP BY product ORDER BY product;
