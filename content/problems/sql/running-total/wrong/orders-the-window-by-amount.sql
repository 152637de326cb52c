-- Mistake: orders the window by amount
SELECT day, amount, SUM(amount) OVER (ORDER BY amount) AS running_total FROM daily_sales ORDER BY day;
