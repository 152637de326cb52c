-- Mistake: keeps only two (off by one)
SELECT name, price FROM products WHERE in_stock = 1 ORDER BY price, name LIMIT 2;
