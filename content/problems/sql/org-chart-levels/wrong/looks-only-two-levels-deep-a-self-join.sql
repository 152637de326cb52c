-- Mistake: looks only two levels deep (a self join)
SELECT name, 1 AS level FROM employees WHERE manager_id IS NULL
UNION ALL
SELECT e.name, 2 FROM employees AS e JOIN employees AS m ON m.id = e.manager_id WHERE m.manager_id IS NULL
ORDER BY level, name;
