SELECT id, name AS path, 1 AS depth
FROM categories
WHERE parent_id IS NULL;
