SELECT store, AVG(amount) AS median_amount
FROM orders
GROUP BY store;
