WITH ranked AS (
  SELECT island, penguin_id, species, body_mass_g,
         ROW_NUMBER() OVER (PARTITION BY island ORDER BY body_mass_g DESC, penguin_id) AS rn
  FROM penguins
  WHERE body_mass_g IS NOT NULL
)
SELECT island, penguin_id, species, body_mass_g
FROM ranked
WHERE rn = 1
ORDER BY island;
