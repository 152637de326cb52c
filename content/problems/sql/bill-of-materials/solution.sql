WITH RECURSIVE expanded(part, quantity) AS (
  SELECT child, quantity FROM components WHERE parent = 'bike'
  UNION ALL
  SELECT c.child, e.quantity * c.quantity
  FROM expanded AS e
  JOIN components AS c ON c.parent = e.part
)
SELECT part, SUM(quantity) AS total_quantity
FROM expanded
WHERE NOT EXISTS (SELECT 1 FROM components AS p WHERE p.parent = expanded.part)
GROUP BY part
ORDER BY part;
