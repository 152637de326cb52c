SELECT strftime('%w', ordered_at) AS weekday, COUNT(*) AS orders
FROM orders
GROUP BY weekday;
