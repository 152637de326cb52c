SELECT email, MIN(id) AS keep_id, COUNT(*) - 1 AS merged
FROM accounts
GROUP BY email;
