SELECT carrier,
       COUNT(delivered_on) AS delivered,
       ROUND(AVG(julianday(delivered_on) - julianday(ordered_on)), 1) AS avg_days
FROM shipments
GROUP BY carrier
ORDER BY carrier;
