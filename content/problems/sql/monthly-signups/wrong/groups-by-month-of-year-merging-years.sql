-- Mistake: groups by month of year, merging years
SELECT MIN(strftime('%Y-%m', signed_up_at)) AS month, COUNT(*) AS signups
FROM users GROUP BY strftime('%m', signed_up_at) ORDER BY month;
