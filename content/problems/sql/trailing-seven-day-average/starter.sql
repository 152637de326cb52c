SELECT day, revenue, revenue AS avg_7d
FROM daily_revenue
ORDER BY day;
