-- Mistake: uses NOT IN, which finds nothing once a product_id is NULL
SELECT id, name FROM products WHERE id NOT IN (SELECT product_id FROM order_items) ORDER BY id;
