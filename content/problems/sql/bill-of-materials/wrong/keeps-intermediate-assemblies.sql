-- Mistake: keeps intermediate assemblies
WITH RECURSIVE e(part, quantity) AS (SELECT child, quantity FROM components WHERE parent = 'bike'
  UNION ALL SELECT c.child, e.quantity * c.quantity FROM e JOIN components AS c ON c.parent = e.part)
SELECT part, SUM(quantity) AS total_quantity FROM e GROUP BY part ORDER BY part;
