-- Mistake: starts counting at level 0
WITH RECURSIVE chain(id, name, level) AS (
  SELECT id, name, 0 FROM employees WHERE manager_id IS NULL
  UNION ALL
  SELECT e.id, e.name, c.level + 1 FROM employees AS e JOIN chain AS c ON e.manager_id = c.id)
SELECT name, level FROM chain ORDER BY level, name;
