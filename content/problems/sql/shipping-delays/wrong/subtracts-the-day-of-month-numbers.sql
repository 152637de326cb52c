-- Mistake: subtracts the day-of-month numbers
SELECT carrier, COUNT(delivered_on) AS delivered,
  ROUND(AVG(CAST(substr(delivered_on, 9, 2) AS INTEGER) - CAST(substr(ordered_on, 9, 2) AS INTEGER)), 1) AS avg_days
FROM shipments GROUP BY carrier ORDER BY carrier;
