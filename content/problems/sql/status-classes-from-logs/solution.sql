WITH after_method AS (
  SELECT substr(line, instr(line, ' ') + 1) AS rest FROM access_log WHERE instr(line, ' ') > 0
),
after_path AS (
  SELECT substr(rest, instr(rest, ' ') + 1) AS rest FROM after_method WHERE instr(rest, ' ') > 0
),
statuses AS (
  SELECT substr(rest, 1, 3) AS status FROM after_path
  WHERE substr(rest, 1, 3) GLOB '[1-5][0-9][0-9]' AND (length(rest) = 3 OR substr(rest, 4, 1) = ' ')
)
SELECT substr(status, 1, 1) || 'xx' AS status_class, COUNT(*) AS requests
FROM statuses
GROUP BY status_class
ORDER BY status_class;
