WITH company AS (
  SELECT AVG(salary) AS avg_salary FROM employees
),
department_averages AS (
  SELECT department, AVG(salary) AS avg_salary
  FROM employees
  GROUP BY department
)
SELECT d.department, ROUND(d.avg_salary, 2) AS avg_salary
FROM department_averages AS d
CROSS JOIN company AS c
WHERE d.avg_salary > c.avg_salary
ORDER BY d.avg_salary DESC;
