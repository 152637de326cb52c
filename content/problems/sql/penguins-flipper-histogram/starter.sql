SELECT flipper_length_mm, COUNT(*) AS penguins
FROM penguins
GROUP BY flipper_length_mm;
