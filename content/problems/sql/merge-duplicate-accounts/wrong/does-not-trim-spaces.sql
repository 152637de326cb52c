-- Mistake: does not trim spaces
WITH r AS (SELECT lower(email) AS email, id, ROW_NUMBER() OVER (PARTITION BY lower(email) ORDER BY created_at, id) AS n, COUNT(*) OVER (PARTITION BY lower(email)) AS total FROM accounts WHERE email IS NOT NULL)
SELECT email, id AS keep_id, total - 1 AS merged FROM r WHERE n = 1 ORDER BY email;
