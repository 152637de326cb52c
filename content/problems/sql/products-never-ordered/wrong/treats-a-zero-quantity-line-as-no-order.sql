-- Mistake: treats a zero-quantity line as no order
SELECT p.id, p.name FROM products AS p WHERE NOT EXISTS (SELECT 1 FROM order_items AS oi WHERE oi.product_id = p.id AND oi.quantity > 0) ORDER BY p.id;
