WITH days AS (SELECT DISTINCT day FROM activity)
SELECT d.day,
       (SELECT COUNT(DISTINCT user_id) FROM activity WHERE day = d.day) AS dau,
       COUNT(DISTINCT a.user_id) AS wau
FROM days AS d
JOIN activity AS a ON a.day BETWEEN date(d.day, '-6 days') AND d.day
GROUP BY d.day
ORDER BY d.day;
