-- Mistake: accepts letters and other junk of the right length
WITH d AS (SELECT id, replace(replace(replace(replace(replace(replace(raw_phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '') AS d FROM contacts),
t AS (SELECT id, CASE WHEN length(d) = 11 AND substr(d, 1, 1) = '1' THEN substr(d, 2) ELSE d END AS d FROM d)
SELECT id AS contact_id, CASE WHEN length(d) = 10 THEN d END AS phone FROM t ORDER BY id;
