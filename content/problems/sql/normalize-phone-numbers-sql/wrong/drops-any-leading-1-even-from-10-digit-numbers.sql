-- Mistake: drops any leading 1, even from 10-digit numbers
WITH d AS (SELECT id, replace(replace(replace(replace(replace(replace(raw_phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '') AS d FROM contacts),
t AS (SELECT id, CASE WHEN substr(d, 1, 1) = '1' THEN substr(d, 2) ELSE d END AS d FROM d)
SELECT id AS contact_id, CASE WHEN length(d) = 10 AND d NOT GLOB '*[^0-9]*' THEN d END AS phone FROM t ORDER BY id;
