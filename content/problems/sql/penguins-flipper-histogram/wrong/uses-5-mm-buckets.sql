-- Mistake: uses 5 mm buckets
SELECT flipper_length_mm / 5 * 5 AS bucket_mm, COUNT(*) AS penguins
FROM penguins
WHERE flipper_length_mm IS NOT NULL
GROUP BY flipper_length_mm / 5 * 5
ORDER BY bucket_mm;
