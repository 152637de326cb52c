-- Mistake: joins in the wrong direction
SELECT e.name AS employee, m.name AS manager FROM employees AS e
LEFT JOIN employees AS m ON e.id = m.manager_id ORDER BY e.name;
