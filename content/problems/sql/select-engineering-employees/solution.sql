SELECT name, salary
FROM employees
WHERE department = 'Engineering'
ORDER BY salary DESC, name;
