SELECT COUNT(*) AS employees, COUNT(*) AS with_bonus,
       AVG(bonus) AS avg_bonus_paid, AVG(bonus) AS avg_bonus_all
FROM employees;
