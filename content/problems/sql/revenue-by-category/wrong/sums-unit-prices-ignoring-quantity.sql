-- Mistake: sums unit prices, ignoring quantity
SELECT p.category, ROUND(CAST(SUM(oi.unit_price) AS NUMERIC), 2) AS revenue
FROM order_items AS oi JOIN products AS p ON p.id = oi.product_id
GROUP BY p.category ORDER BY revenue DESC, p.category;
