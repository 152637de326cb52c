WITH ranked AS (
  SELECT lower(trim(email)) AS email, id,
         ROW_NUMBER() OVER (PARTITION BY lower(trim(email)) ORDER BY created_at, id) AS n,
         COUNT(*) OVER (PARTITION BY lower(trim(email))) AS total
  FROM accounts
  WHERE email IS NOT NULL
)
SELECT email, id AS keep_id, total - 1 AS merged
FROM ranked
WHERE n = 1
ORDER BY email;
