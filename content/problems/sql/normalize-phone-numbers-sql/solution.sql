WITH digits AS (
  SELECT id,
         replace(replace(replace(replace(replace(replace(raw_phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '') AS d
  FROM contacts
),
trimmed AS (
  SELECT id, CASE WHEN length(d) = 11 AND substr(d, 1, 1) = '1' THEN substr(d, 2) ELSE d END AS d
  FROM digits
)
SELECT id AS contact_id,
       CASE WHEN length(d) = 10 AND d NOT GLOB '*[^0-9]*' THEN d END AS phone
FROM trimmed
ORDER BY id;
