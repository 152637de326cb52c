WITH numbered AS (
  SELECT store, amount,
         ROW_NUMBER() OVER (PARTITION BY store ORDER BY amount) AS n,
         COUNT(*) OVER (PARTITION BY store) AS cnt
  FROM orders
)
SELECT store, AVG(amount) AS median_amount
FROM numbered
WHERE n BETWEEN (cnt + 1) / 2 AND (cnt + 2) / 2
GROUP BY store
ORDER BY store;
