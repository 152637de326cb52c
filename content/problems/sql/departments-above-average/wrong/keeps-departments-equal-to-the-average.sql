-- Mistake: keeps departments equal to the average (>=)
WITH d AS (SELECT department, AVG(salary) AS avg_salary FROM employees GROUP BY department)
SELECT department, ROUND(avg_salary, 2) AS avg_salary FROM d
WHERE avg_salary >= (SELECT AVG(salary) FROM employees)
ORDER BY avg_salary DESC;
