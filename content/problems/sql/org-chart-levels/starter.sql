SELECT name, 1 AS level
FROM employees
WHERE manager_id IS NULL;
