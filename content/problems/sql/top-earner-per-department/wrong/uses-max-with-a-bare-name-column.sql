-- Mistake: uses MAX with a bare name column
SELECT department, name, MAX(salary) AS salary FROM employees GROUP BY department ORDER BY department, name;
