SELECT country AS code, COUNT(*) AS users
FROM signups
GROUP BY country;
