-- Mistake: uses BETWEEN with a NULL end, dropping open rows and adding closed ones
SELECT customer_id, tier FROM customer_tiers WHERE '2024-06-30' BETWEEN valid_from AND COALESCE(valid_to, '2024-06-29') ORDER BY customer_id;
