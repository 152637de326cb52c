-- Mistake: drops penguins of unknown sex
SELECT species, COUNT(*) AS penguins, COUNT(body_mass_g) AS weighed
FROM penguins
WHERE sex IN ('MALE', 'FEMALE')
GROUP BY species
ORDER BY species;
