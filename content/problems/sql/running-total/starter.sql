SELECT day, amount
FROM daily_sales
ORDER BY day;
