-- Mistake: swaps the employee and manager columns
SELECT m.name AS employee, e.name AS manager FROM employees AS e
LEFT JOIN employees AS m ON m.id = e.manager_id ORDER BY e.name;
