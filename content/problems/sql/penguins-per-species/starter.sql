SELECT species, COUNT(*) AS penguins
FROM penguins
GROUP BY species;
