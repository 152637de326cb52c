SELECT calendar.day::date AS day, COUNT(s.id) AS signups
FROM generate_series(
       (SELECT MIN(signed_up_on) FROM signups),
       (SELECT MAX(signed_up_on) FROM signups),
       INTERVAL '1 day'
     ) AS calendar(day)
LEFT JOIN signups AS s ON s.signed_up_on = calendar.day::date
GROUP BY calendar.day
ORDER BY calendar.day;
