-- Mistake: compares with the average of department averages
WITH d AS (SELECT department, AVG(salary) AS avg_salary FROM employees GROUP BY department)
SELECT department, ROUND(avg_salary, 2) AS avg_salary FROM d
WHERE avg_salary > (SELECT AVG(avg_salary) FROM d)
ORDER BY avg_salary DESC;
