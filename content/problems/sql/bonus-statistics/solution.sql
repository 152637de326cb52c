SELECT COUNT(*) AS employees,
       COUNT(bonus) AS with_bonus,
       ROUND(CAST(AVG(bonus) AS NUMERIC), 2) AS avg_bonus_paid,
       ROUND(CAST(AVG(COALESCE(bonus, 0)) AS NUMERIC), 2) AS avg_bonus_all
FROM employees;
