-- Mistake: measures 30-day periods instead of calendar months
SELECT strftime('%Y-%m', u.signed_up_on) AS cohort, CAST((julianday(a.active_on) - julianday(u.signed_up_on)) / 30 AS INTEGER) AS months_since, COUNT(DISTINCT u.id) AS active_users
FROM users AS u JOIN activity AS a ON a.user_id = u.id GROUP BY cohort, months_since ORDER BY cohort, months_since;
