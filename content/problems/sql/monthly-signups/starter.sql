SELECT signed_up_at, COUNT(*) AS signups
FROM users
GROUP BY signed_up_at;
