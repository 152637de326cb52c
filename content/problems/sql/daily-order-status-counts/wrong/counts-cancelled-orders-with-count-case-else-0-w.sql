-- Mistake: counts cancelled orders with COUNT(CASE … ELSE 0), which counts every row
SELECT order_date, COUNT(*) AS placed,
  COUNT(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) AS cancelled,
  ROUND(1.0 * COUNT(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) / COUNT(*), 2) AS cancel_rate
FROM orders GROUP BY order_date ORDER BY order_date;
