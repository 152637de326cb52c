-- Mistake: returns a fraction instead of a percentage
SELECT category, ROUND(SUM(amount), 2) AS revenue,
  ROUND(1.0 * SUM(amount) / (SELECT SUM(amount) FROM sales), 1) AS share_pct
FROM sales GROUP BY category ORDER BY revenue DESC, category;
