SELECT email, COUNT(*) AS accounts
FROM users
GROUP BY email
HAVING COUNT(*) > 1;
