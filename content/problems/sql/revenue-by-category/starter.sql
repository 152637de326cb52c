SELECT p.category, oi.quantity * oi.unit_price AS revenue
FROM order_items AS oi
JOIN products AS p ON p.id = oi.product_id;
