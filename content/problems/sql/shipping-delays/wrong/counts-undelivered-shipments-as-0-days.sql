-- Mistake: counts undelivered shipments as 0 days
SELECT carrier, COUNT(delivered_on) AS delivered,
  ROUND(AVG(COALESCE(julianday(delivered_on) - julianday(ordered_on), 0)), 1) AS avg_days
FROM shipments GROUP BY carrier ORDER BY carrier;
