SELECT order_date, COUNT(*) AS placed
FROM orders
GROUP BY order_date;
