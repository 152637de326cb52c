-- Mistake: rounds instead of flooring
SELECT CAST(ROUND(flipper_length_mm / 10.0) AS INTEGER) * 10 AS bucket_mm, COUNT(*) AS penguins
FROM penguins
WHERE flipper_length_mm IS NOT NULL
GROUP BY CAST(ROUND(flipper_length_mm / 10.0) AS INTEGER) * 10
ORDER BY bucket_mm;
