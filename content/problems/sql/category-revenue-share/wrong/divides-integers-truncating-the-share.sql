-- Mistake: divides integers, truncating the share
SELECT category, ROUND(SUM(amount), 2) AS revenue,
  ROUND(100 * SUM(amount) / (SELECT SUM(amount) FROM sales), 1) AS share_pct
FROM sales GROUP BY category ORDER BY revenue DESC, category;
