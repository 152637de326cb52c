SELECT o.id AS order_id,
       ROUND(
         COALESCE((SELECT SUM(json_extract(i.value, '$.qty') * json_extract(i.value, '$.price'))
                   FROM json_each(o.body, '$.items') AS i), 0)
         - COALESCE(json_extract(o.body, '$.discount'), 0), 2) AS total
FROM orders AS o
ORDER BY o.id;
