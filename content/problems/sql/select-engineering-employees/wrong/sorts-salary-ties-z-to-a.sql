-- Mistake: sorts salary ties Z to A
SELECT name, salary FROM employees WHERE department = 'Engineering' ORDER BY salary DESC, name DESC;
