-- Mistake: does not trim spaces
SELECT CASE WHEN lower(country) IN ('us', 'usa', 'united states') THEN 'US' WHEN lower(country) IN ('uk', 'gb', 'united kingdom') THEN 'GB' WHEN lower(country) IN ('de', 'germany') THEN 'DE' ELSE 'OTHER' END AS code,
  COUNT(*) AS users FROM signups GROUP BY code ORDER BY code;
