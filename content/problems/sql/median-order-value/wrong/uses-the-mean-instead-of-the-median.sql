-- Mistake: uses the mean instead of the median
SELECT store, AVG(amount) AS median_amount FROM orders GROUP BY store ORDER BY store;
