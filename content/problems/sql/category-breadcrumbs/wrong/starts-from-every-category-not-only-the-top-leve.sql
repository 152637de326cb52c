-- Mistake: starts from every category, not only the top level
WITH RECURSIVE tree(id, path, depth) AS (
  SELECT id, name, 1 FROM categories
  UNION ALL
  SELECT c.id, t.path || ' > ' || c.name, t.depth + 1 FROM categories AS c JOIN tree AS t ON c.parent_id = t.id)
SELECT id, path, depth FROM tree ORDER BY path;
