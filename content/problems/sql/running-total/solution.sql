SELECT day, amount, SUM(amount) OVER (ORDER BY day) AS running_total
FROM daily_sales
ORDER BY day;
