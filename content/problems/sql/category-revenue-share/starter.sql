SELECT category, SUM(amount) AS revenue, 0 AS share_pct
FROM sales
GROUP BY category;
