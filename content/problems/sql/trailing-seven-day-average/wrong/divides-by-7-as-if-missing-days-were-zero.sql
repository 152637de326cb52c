-- Mistake: divides by 7 as if missing days were zero
SELECT day, revenue, ROUND(SUM(revenue) OVER (ORDER BY julianday(day) RANGE BETWEEN 6 PRECEDING AND CURRENT ROW) / 7.0, 2) AS avg_7d
FROM daily_revenue ORDER BY day;
