SELECT name AS employee
FROM employees;
