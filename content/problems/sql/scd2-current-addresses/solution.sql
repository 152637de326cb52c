SELECT customer_id, city
FROM customer_addresses
WHERE valid_to IS NULL
ORDER BY customer_id;
