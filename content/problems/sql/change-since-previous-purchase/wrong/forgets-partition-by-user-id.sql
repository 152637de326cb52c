-- Mistake: forgets PARTITION BY user_id
SELECT user_id, purchased_at, amount, amount - LAG(amount) OVER (ORDER BY user_id, purchased_at) AS change
FROM purchases ORDER BY user_id, purchased_at;
