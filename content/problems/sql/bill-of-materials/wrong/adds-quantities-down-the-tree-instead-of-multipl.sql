-- Mistake: adds quantities down the tree instead of multiplying
WITH RECURSIVE e(part, quantity) AS (SELECT child, quantity FROM components WHERE parent = 'bike'
  UNION ALL SELECT c.child, e.quantity + c.quantity FROM e JOIN components AS c ON c.parent = e.part)
SELECT part, SUM(quantity) AS total_quantity FROM e WHERE NOT EXISTS (SELECT 1 FROM components AS p WHERE p.parent = e.part) GROUP BY part ORDER BY part;
