-- Mistake: keeps the lowest id rather than the oldest account
SELECT lower(trim(email)) AS email, MIN(id) AS keep_id, COUNT(*) - 1 AS merged FROM accounts WHERE email IS NOT NULL GROUP BY lower(trim(email)) ORDER BY email;
