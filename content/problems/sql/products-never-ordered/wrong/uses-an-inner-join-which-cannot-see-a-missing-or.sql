-- Mistake: uses an inner join, which cannot see a missing order line
SELECT p.id, p.name FROM products AS p JOIN order_items AS oi ON oi.product_id = p.id WHERE oi.id IS NULL ORDER BY p.id;
