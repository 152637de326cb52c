SELECT day, revenue,
       ROUND(AVG(revenue) OVER (
         ORDER BY julianday(day) RANGE BETWEEN 6 PRECEDING AND CURRENT ROW
       ), 2) AS avg_7d
FROM daily_revenue
ORDER BY day;
