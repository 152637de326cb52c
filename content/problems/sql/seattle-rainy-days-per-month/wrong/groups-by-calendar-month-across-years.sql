-- Mistake: groups by calendar month across years
SELECT SUBSTR(CAST(day AS TEXT), 6, 2) AS month,
       SUM(CASE WHEN precipitation > 0 THEN 1 ELSE 0 END) AS wet_days
FROM seattle_weather
GROUP BY SUBSTR(CAST(day AS TEXT), 6, 2)
ORDER BY month;
