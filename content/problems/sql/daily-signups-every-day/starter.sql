SELECT signed_up_on AS day, COUNT(*) AS signups
FROM signups
GROUP BY signed_up_on
ORDER BY day;
