-- Mistake: groups dry days by month instead of by run
SELECT MIN(CAST(day AS TEXT)) AS start_day, MAX(CAST(day AS TEXT)) AS end_day, COUNT(*) AS days
FROM seattle_weather
WHERE precipitation = 0
GROUP BY SUBSTR(CAST(day AS TEXT), 1, 7)
ORDER BY days DESC, start_day
LIMIT 1;
