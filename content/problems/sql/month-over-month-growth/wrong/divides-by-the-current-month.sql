-- Mistake: divides by the current month
SELECT month, revenue, LAG(revenue) OVER (ORDER BY month) AS previous_revenue,
  ROUND(CAST(100.0 * (revenue - LAG(revenue) OVER (ORDER BY month)) / NULLIF(revenue, 0) AS NUMERIC), 1) AS growth_pct
FROM monthly_revenue ORDER BY month;
