-- Mistake: rounds to whole percent
SELECT month, revenue, LAG(revenue) OVER (ORDER BY month) AS previous_revenue,
  ROUND(CAST(100.0 * (revenue - LAG(revenue) OVER (ORDER BY month)) / NULLIF(LAG(revenue) OVER (ORDER BY month), 0) AS NUMERIC)) AS growth_pct
FROM monthly_revenue ORDER BY month;
