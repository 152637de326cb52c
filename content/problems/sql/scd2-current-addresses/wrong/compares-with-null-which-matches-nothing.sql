-- Mistake: compares with = NULL, which matches nothing
SELECT customer_id, city FROM customer_addresses WHERE valid_to = NULL ORDER BY customer_id;
