SELECT species, sex, AVG(body_mass_g) AS avg_mass_g
FROM penguins
GROUP BY species, sex;
