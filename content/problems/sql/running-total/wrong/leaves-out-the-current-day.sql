-- Mistake: leaves out the current day
SELECT day, amount, COALESCE(SUM(amount) OVER (ORDER BY day ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS running_total FROM daily_sales ORDER BY day;
