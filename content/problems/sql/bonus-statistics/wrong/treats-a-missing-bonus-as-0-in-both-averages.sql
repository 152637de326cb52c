-- Mistake: treats a missing bonus as 0 in both averages
SELECT COUNT(*) AS employees, COUNT(bonus) AS with_bonus,
       ROUND(CAST(AVG(COALESCE(bonus, 0)) AS NUMERIC), 2) AS avg_bonus_paid,
       ROUND(CAST(AVG(COALESCE(bonus, 0)) AS NUMERIC), 2) AS avg_bonus_all
FROM employees;
