-- Mistake: uses the current price for every order
SELECT o.order_id, (SELECT p.price FROM price_history AS p
  WHERE p.product_id = o.product_id ORDER BY p.valid_from DESC LIMIT 1) AS price
FROM orders AS o ORDER BY o.order_id;
