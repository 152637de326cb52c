-- Mistake: keeps a bucket for missing lengths
SELECT flipper_length_mm / 10 * 10 AS bucket_mm, COUNT(*) AS penguins
FROM penguins
GROUP BY flipper_length_mm / 10 * 10
ORDER BY bucket_mm;
