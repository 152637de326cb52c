SELECT CASE
         WHEN lower(trim(country)) IN ('us', 'usa', 'united states') THEN 'US'
         WHEN lower(trim(country)) IN ('uk', 'gb', 'united kingdom') THEN 'GB'
         WHEN lower(trim(country)) IN ('de', 'germany') THEN 'DE'
         ELSE 'OTHER'
       END AS code,
       COUNT(*) AS users
FROM signups
GROUP BY code
ORDER BY code;
