-- Mistake: ignores the stock flag
SELECT name, price FROM products ORDER BY price, name LIMIT 3;
