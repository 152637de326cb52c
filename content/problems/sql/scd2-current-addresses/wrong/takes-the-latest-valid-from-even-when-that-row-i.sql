-- Mistake: takes the latest valid_from even when that row is closed
SELECT a.customer_id, a.city FROM customer_addresses AS a
WHERE a.valid_from = (SELECT MAX(valid_from) FROM customer_addresses AS b WHERE b.customer_id = a.customer_id) ORDER BY a.customer_id;
