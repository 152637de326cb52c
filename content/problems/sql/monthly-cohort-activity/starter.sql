SELECT strftime('%Y-%m', signed_up_on) AS cohort, 0 AS months_since, COUNT(*) AS active_users
FROM users
GROUP BY cohort;
