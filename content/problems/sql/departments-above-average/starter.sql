WITH department_averages AS (
  SELECT department, AVG(salary) AS avg_salary
  FROM employees
  GROUP BY department
)
SELECT department, ROUND(avg_salary, 2) AS avg_salary
FROM department_averages
ORDER BY avg_salary DESC;
