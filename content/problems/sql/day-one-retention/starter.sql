SELECT date(signed_up_at) AS signup_day, COUNT(*) AS signups, 0 AS day1_retention_pct
FROM users
GROUP BY signup_day;
