-- Mistake: drops orders without items (inner join)
SELECT o.id AS order_id, ROUND(SUM(json_extract(i.value, '$.qty') * json_extract(i.value, '$.price')) - COALESCE(json_extract(o.body, '$.discount'), 0), 2) AS total
FROM orders AS o, json_each(o.body, '$.items') AS i GROUP BY o.id ORDER BY o.id;
