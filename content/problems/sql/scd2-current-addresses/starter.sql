SELECT customer_id, city
FROM customer_addresses;
