-- Mistake: uses ROW_NUMBER, dropping ties
WITH r AS (SELECT department, name, salary,
  ROW_NUMBER() OVER (PARTITION BY department ORDER BY salary DESC) AS n FROM employees)
SELECT department, name, salary FROM r WHERE n = 1 ORDER BY department, name;
