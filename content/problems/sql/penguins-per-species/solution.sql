SELECT species, COUNT(*) AS penguins, COUNT(body_mass_g) AS weighed
FROM penguins
GROUP BY species
ORDER BY species;
