-- Mistake: divides days by 365
SELECT name, CAST((julianday('2024-03-01') - julianday(birth_date)) / 365 AS INTEGER) AS age FROM members ORDER BY name;
