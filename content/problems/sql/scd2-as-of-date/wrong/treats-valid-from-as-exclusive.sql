-- Mistake: treats valid_from as exclusive
SELECT customer_id, tier FROM customer_tiers WHERE valid_from < '2024-06-30' AND (valid_to IS NULL OR valid_to > '2024-06-30') ORDER BY customer_id;
