-- Mistake: counts distinct e-mails instead of sign-ups
SELECT strftime('%Y-%m', signed_up_at) AS month, COUNT(DISTINCT email) AS signups
FROM users GROUP BY month ORDER BY month;
