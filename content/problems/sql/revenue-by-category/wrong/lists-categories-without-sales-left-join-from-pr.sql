-- Mistake: lists categories without sales (LEFT JOIN from products)
SELECT p.category, ROUND(CAST(SUM(oi.quantity * oi.unit_price) AS NUMERIC), 2) AS revenue
FROM products AS p LEFT JOIN order_items AS oi ON p.id = oi.product_id
GROUP BY p.category ORDER BY revenue DESC, p.category;
