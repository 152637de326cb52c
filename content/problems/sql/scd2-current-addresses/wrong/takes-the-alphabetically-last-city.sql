-- Mistake: takes the alphabetically last city
SELECT customer_id, MAX(city) AS city FROM customer_addresses GROUP BY customer_id ORDER BY customer_id;
