-- Mistake: does not trim spaces
SELECT LOWER(email) AS email, COUNT(*) AS accounts FROM users
WHERE email IS NOT NULL
GROUP BY LOWER(email) HAVING COUNT(*) > 1 ORDER BY email;
