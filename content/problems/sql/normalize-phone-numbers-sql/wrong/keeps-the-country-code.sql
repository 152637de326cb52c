-- Mistake: keeps the country code
WITH d AS (SELECT id, replace(replace(replace(replace(replace(replace(raw_phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '') AS d FROM contacts)
SELECT id AS contact_id, CASE WHEN length(d) IN (10, 11) AND d NOT GLOB '*[^0-9]*' THEN d END AS phone FROM d ORDER BY id;
