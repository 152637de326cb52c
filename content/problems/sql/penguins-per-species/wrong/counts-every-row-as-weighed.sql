-- Mistake: counts every row as weighed
SELECT species, COUNT(*) AS penguins, COUNT(*) AS weighed
FROM penguins
GROUP BY species
ORDER BY species;
