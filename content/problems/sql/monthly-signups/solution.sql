SELECT strftime('%Y-%m', signed_up_at) AS month, COUNT(*) AS signups
FROM users
GROUP BY month
ORDER BY month;
