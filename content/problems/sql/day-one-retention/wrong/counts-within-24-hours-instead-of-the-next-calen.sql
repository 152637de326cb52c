-- Mistake: counts "within 24 hours" instead of the next calendar day
SELECT date(u.signed_up_at) AS signup_day, COUNT(*) AS signups,
  ROUND(100.0 * SUM(EXISTS (SELECT 1 FROM activity AS a WHERE a.user_id = u.id AND julianday(a.active_at) > julianday(u.signed_up_at) AND julianday(a.active_at) <= julianday(u.signed_up_at) + 1)) / COUNT(*), 1) AS day1_retention_pct
FROM users AS u GROUP BY signup_day ORDER BY signup_day;
