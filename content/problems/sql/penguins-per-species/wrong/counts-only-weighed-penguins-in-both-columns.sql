-- Mistake: counts only weighed penguins in both columns
SELECT species, COUNT(body_mass_g) AS penguins, COUNT(body_mass_g) AS weighed
FROM penguins
GROUP BY species
ORDER BY species;
