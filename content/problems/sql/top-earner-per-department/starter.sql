SELECT department, name, salary
FROM employees
ORDER BY department, name;
