-- Mistake: counts 7 rows instead of 7 days
SELECT day, revenue, ROUND(AVG(revenue) OVER (ORDER BY day ROWS BETWEEN 6 PRECEDING AND CURRENT ROW), 2) AS avg_7d
FROM daily_revenue ORDER BY day;
