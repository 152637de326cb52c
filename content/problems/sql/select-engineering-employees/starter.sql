-- Return name and salary of Engineering employees, highest salary first.
SELECT *
FROM employees;
