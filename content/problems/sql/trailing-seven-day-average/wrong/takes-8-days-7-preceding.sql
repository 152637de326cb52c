-- Mistake: takes 8 days (7 PRECEDING)
SELECT day, revenue, ROUND(AVG(revenue) OVER (ORDER BY julianday(day) RANGE BETWEEN 7 PRECEDING AND CURRENT ROW), 2) AS avg_7d
FROM daily_revenue ORDER BY day;
