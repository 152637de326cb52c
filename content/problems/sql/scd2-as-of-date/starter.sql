SELECT customer_id, tier
FROM customer_tiers
WHERE valid_to IS NULL;
