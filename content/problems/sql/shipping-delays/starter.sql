SELECT carrier, COUNT(*) AS delivered
FROM shipments
GROUP BY carrier
ORDER BY carrier;
