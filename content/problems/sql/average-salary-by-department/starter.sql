SELECT department
FROM employees;
