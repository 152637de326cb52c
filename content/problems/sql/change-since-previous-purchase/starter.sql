SELECT user_id, purchased_at, amount, NULL AS change
FROM purchases
ORDER BY user_id, purchased_at;
