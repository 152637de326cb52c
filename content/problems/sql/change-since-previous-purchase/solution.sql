SELECT user_id, purchased_at, amount,
       amount - LAG(amount) OVER (PARTITION BY user_id ORDER BY purchased_at) AS change
FROM purchases
ORDER BY user_id, purchased_at;
