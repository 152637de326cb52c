-- Mistake: adds up the daily counts of the week (users counted twice)
WITH daily AS (SELECT day, COUNT(DISTINCT user_id) AS dau FROM activity GROUP BY day)
SELECT day, dau, SUM(dau) OVER (ORDER BY julianday(day) RANGE BETWEEN 6 PRECEDING AND CURRENT ROW) AS wau FROM daily ORDER BY day;
