-- Mistake: compares case-sensitively
SELECT TRIM(email) AS email, COUNT(*) AS accounts FROM users
WHERE email IS NOT NULL
GROUP BY TRIM(email) HAVING COUNT(*) > 1 ORDER BY email;
