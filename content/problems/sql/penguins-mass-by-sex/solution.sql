SELECT species, sex, ROUND(CAST(AVG(body_mass_g) AS NUMERIC), 1) AS avg_mass_g
FROM penguins
WHERE sex IN ('MALE', 'FEMALE')
GROUP BY species, sex
ORDER BY species, sex;
