-- Mistake: sorts the lowest salary first
SELECT name, salary FROM employees WHERE department = 'Engineering' ORDER BY salary, name;
