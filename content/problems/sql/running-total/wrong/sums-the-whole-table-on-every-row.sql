-- Mistake: sums the whole table on every row
SELECT day, amount, SUM(amount) OVER () AS running_total FROM daily_sales ORDER BY day;
