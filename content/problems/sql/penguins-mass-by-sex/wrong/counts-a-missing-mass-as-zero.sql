-- Mistake: counts a missing mass as zero
SELECT species, sex, ROUND(CAST(AVG(COALESCE(body_mass_g, 0)) AS NUMERIC), 1) AS avg_mass_g
FROM penguins
WHERE sex IN ('MALE', 'FEMALE')
GROUP BY species, sex
ORDER BY species, sex;
