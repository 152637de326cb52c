-- Mistake: matches the department loosely with LIKE
SELECT name, salary FROM employees WHERE department LIKE '%engineering%' ORDER BY salary DESC, name;
