-- Mistake: filters cancelled orders out of the day total
SELECT order_date, SUM(status <> 'cancelled') AS placed,
  SUM(status = 'cancelled') AS cancelled,
  ROUND(1.0 * SUM(status = 'cancelled') / COUNT(*), 2) AS cancel_rate
FROM orders GROUP BY order_date ORDER BY order_date;
