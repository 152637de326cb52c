-- Mistake: counts accounts without an e-mail as one duplicated address
SELECT LOWER(TRIM(email)) AS email, COUNT(*) AS accounts FROM users
GROUP BY LOWER(TRIM(email)) HAVING COUNT(*) > 1 ORDER BY email;
