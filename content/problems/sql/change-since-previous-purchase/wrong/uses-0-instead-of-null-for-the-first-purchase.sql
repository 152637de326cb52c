-- Mistake: uses 0 instead of NULL for the first purchase
SELECT user_id, purchased_at, amount, amount - LAG(amount, 1, amount) OVER (PARTITION BY user_id ORDER BY purchased_at) AS change
FROM purchases ORDER BY user_id, purchased_at;
