SELECT island, MAX(body_mass_g) AS body_mass_g
FROM penguins
GROUP BY island;
