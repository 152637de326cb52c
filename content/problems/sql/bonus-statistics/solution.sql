SELECT COUNT(*) AS employees,
       COUNT(bonus) AS with_bonus,
       ROUND(AVG(bonus), 2) AS avg_bonus_paid,
       ROUND(AVG(COALESCE(bonus, 0)), 2) AS avg_bonus_all
FROM employees;
