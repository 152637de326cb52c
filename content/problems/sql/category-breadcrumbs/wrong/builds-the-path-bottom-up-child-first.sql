-- Mistake: builds the path bottom-up (child first)
WITH RECURSIVE tree(id, path, depth) AS (
  SELECT id, name, 1 FROM categories WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, c.name || ' > ' || t.path, t.depth + 1 FROM categories AS c JOIN tree AS t ON c.parent_id = t.id)
SELECT id, path, depth FROM tree ORDER BY path;
