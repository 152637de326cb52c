-- Mistake: cuts the month one character short
SELECT substr(signed_up_at, 1, 6) AS month, COUNT(*) AS signups
FROM users GROUP BY month ORDER BY month;
