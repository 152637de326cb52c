-- Mistake: compares with the company-wide maximum
SELECT department, name, salary FROM employees
WHERE salary = (SELECT MAX(salary) FROM employees) ORDER BY department, name;
