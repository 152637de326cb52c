SELECT month, revenue
FROM monthly_revenue
ORDER BY month;
