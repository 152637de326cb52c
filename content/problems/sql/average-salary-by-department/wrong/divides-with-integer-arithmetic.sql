-- Mistake: divides with integer arithmetic
SELECT department, COUNT(*) AS headcount, ROUND(SUM(salary) / COUNT(*), 2) AS avg_salary
FROM employees
GROUP BY department
ORDER BY department;
