-- Mistake: takes only the lower middle value for an even count
WITH n AS (SELECT store, amount, ROW_NUMBER() OVER (PARTITION BY store ORDER BY amount) AS n,
  COUNT(*) OVER (PARTITION BY store) AS cnt FROM orders)
SELECT store, AVG(amount) AS median_amount FROM n WHERE n = (cnt + 1) / 2 GROUP BY store ORDER BY store;
