-- Mistake: counts every row as having a bonus
SELECT COUNT(*) AS employees, COUNT(*) AS with_bonus,
       ROUND(AVG(bonus), 2) AS avg_bonus_paid,
       ROUND(AVG(COALESCE(bonus, 0)), 2) AS avg_bonus_all
FROM employees;
