-- Mistake: counts any later activity
SELECT date(u.signed_up_at) AS signup_day, COUNT(*) AS signups,
  ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM activity AS a WHERE a.user_id = u.id AND date(a.active_at) > date(u.signed_up_at))) / COUNT(*), 1) AS day1_retention_pct
FROM users AS u GROUP BY signup_day ORDER BY signup_day;
