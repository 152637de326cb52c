-- Mistake: only subtracts the years
SELECT name, 2024 - CAST(strftime('%Y', birth_date) AS INTEGER) AS age FROM members ORDER BY name;
