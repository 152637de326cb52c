SELECT strftime('%Y-%m', u.signed_up_on) AS cohort,
       (CAST(strftime('%Y', a.active_on) AS INTEGER) - CAST(strftime('%Y', u.signed_up_on) AS INTEGER)) * 12
         + CAST(strftime('%m', a.active_on) AS INTEGER) - CAST(strftime('%m', u.signed_up_on) AS INTEGER) AS months_since,
       COUNT(DISTINCT u.id) AS active_users
FROM users AS u
JOIN activity AS a ON a.user_id = u.id
GROUP BY cohort, months_since
ORDER BY cohort, months_since;
