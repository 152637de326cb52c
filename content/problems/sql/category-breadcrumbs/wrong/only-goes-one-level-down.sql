-- Mistake: only goes one level down
SELECT id, name AS path, 1 AS depth FROM categories WHERE parent_id IS NULL
UNION ALL
SELECT c.id, p.name || ' > ' || c.name, 2 FROM categories AS c JOIN categories AS p ON p.id = c.parent_id WHERE p.parent_id IS NULL
ORDER BY path;
