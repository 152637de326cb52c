-- Mistake: divides by the number of categories, not total revenue
SELECT category, ROUND(SUM(amount), 2) AS revenue,
  ROUND(100.0 * SUM(amount) / (SELECT SUM(amount) FROM sales) * (SELECT COUNT(DISTINCT category) FROM sales) / (SELECT COUNT(*) FROM sales), 1) AS share_pct
FROM sales GROUP BY category ORDER BY revenue DESC, category;
