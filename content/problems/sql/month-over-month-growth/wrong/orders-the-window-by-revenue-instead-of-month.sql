-- Mistake: orders the window by revenue instead of month
SELECT month, revenue, LAG(revenue) OVER (ORDER BY revenue) AS previous_revenue,
  ROUND(CAST(100.0 * (revenue - LAG(revenue) OVER (ORDER BY revenue)) / NULLIF(LAG(revenue) OVER (ORDER BY revenue), 0) AS NUMERIC), 1) AS growth_pct
FROM monthly_revenue ORDER BY month;
