SELECT day, COUNT(DISTINCT user_id) AS dau, COUNT(DISTINCT user_id) AS wau
FROM activity
GROUP BY day;
