-- Mistake: drops months without a wet day
SELECT SUBSTR(CAST(day AS TEXT), 1, 7) AS month, COUNT(*) AS wet_days
FROM seattle_weather
WHERE precipitation > 0
GROUP BY SUBSTR(CAST(day AS TEXT), 1, 7)
ORDER BY month;
