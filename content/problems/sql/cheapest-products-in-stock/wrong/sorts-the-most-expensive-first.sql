-- Mistake: sorts the most expensive first
SELECT name, price FROM products WHERE in_stock = 1 ORDER BY price DESC, name LIMIT 3;
