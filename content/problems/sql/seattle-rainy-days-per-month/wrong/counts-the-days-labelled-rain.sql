-- Mistake: counts the days labelled 'rain'
SELECT SUBSTR(CAST(day AS TEXT), 1, 7) AS month,
       SUM(CASE WHEN weather = 'rain' THEN 1 ELSE 0 END) AS wet_days
FROM seattle_weather
GROUP BY SUBSTR(CAST(day AS TEXT), 1, 7)
ORDER BY month;
