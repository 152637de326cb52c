-- Mistake: counts activity rows, not users
SELECT date(u.signed_up_at) AS signup_day, COUNT(DISTINCT u.id) AS signups,
  ROUND(100.0 * COUNT(a.user_id) / COUNT(DISTINCT u.id), 1) AS day1_retention_pct
FROM users AS u LEFT JOIN activity AS a ON a.user_id = u.id AND date(a.active_at) = date(u.signed_up_at, '+1 day')
GROUP BY signup_day ORDER BY signup_day;
