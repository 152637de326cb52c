-- Mistake: divides integers (the rate is always 0 or 1)
SELECT order_date, COUNT(*) AS placed,
  SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) AS cancelled,
  ROUND(SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) / COUNT(*), 2) AS cancel_rate
FROM orders GROUP BY order_date ORDER BY order_date;
