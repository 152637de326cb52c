-- Mistake: subtracts the discount once per item
SELECT o.id AS order_id, ROUND(COALESCE(SUM(json_extract(i.value, '$.qty') * json_extract(i.value, '$.price') - COALESCE(json_extract(o.body, '$.discount'), 0)), 0), 2) AS total
FROM orders AS o LEFT JOIN json_each(o.body, '$.items') AS i GROUP BY o.id ORDER BY o.id;
