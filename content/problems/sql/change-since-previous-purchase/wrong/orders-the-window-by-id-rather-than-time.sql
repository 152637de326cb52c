-- Mistake: orders the window by id rather than time
SELECT user_id, purchased_at, amount, amount - LAG(amount) OVER (PARTITION BY user_id ORDER BY id) AS change
FROM purchases ORDER BY user_id, purchased_at;
