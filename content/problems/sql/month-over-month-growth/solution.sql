WITH with_previous AS (
  SELECT month, revenue, LAG(revenue) OVER (ORDER BY month) AS previous_revenue
  FROM monthly_revenue
)
SELECT month, revenue, previous_revenue,
       ROUND(CAST(100.0 * (revenue - previous_revenue) / NULLIF(previous_revenue, 0) AS NUMERIC), 1) AS growth_pct
FROM with_previous
ORDER BY month;
