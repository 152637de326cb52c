SELECT flipper_length_mm / 10 * 10 AS bucket_mm, COUNT(*) AS penguins
FROM penguins
WHERE flipper_length_mm IS NOT NULL
GROUP BY flipper_length_mm / 10 * 10
ORDER BY bucket_mm;
