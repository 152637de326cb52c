-- Mistake: lists unreachable people with a NULL level
WITH RECURSIVE chain(id, name, level) AS (
  SELECT id, name, 1 FROM employees WHERE manager_id IS NULL
  UNION ALL
  SELECT e.id, e.name, c.level + 1 FROM employees AS e JOIN chain AS c ON e.manager_id = c.id)
SELECT e.name, c.level FROM employees AS e LEFT JOIN chain AS c ON c.id = e.id ORDER BY c.level, e.name;
