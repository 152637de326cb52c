-- Mistake: drops orders placed before the first price (inner join)
WITH m AS (
  SELECT o.order_id, p.price, ROW_NUMBER() OVER (PARTITION BY o.order_id ORDER BY p.valid_from DESC) AS n
  FROM orders AS o JOIN price_history AS p ON p.product_id = o.product_id AND p.valid_from <= o.ordered_on)
SELECT order_id, price FROM m WHERE n = 1 ORDER BY order_id;
