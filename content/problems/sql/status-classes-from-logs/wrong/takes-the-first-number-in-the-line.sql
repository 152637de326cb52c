-- Mistake: takes the first number in the line
WITH s AS (SELECT substr(line, instr(line, '/') + 1) AS rest FROM access_log)
SELECT substr(rest, instr(rest, ' ') + 1, 1) || 'xx' AS status_class, COUNT(*) AS requests FROM s WHERE substr(rest, instr(rest, ' ') + 1, 3) GLOB '[1-5][0-9][0-9]' GROUP BY status_class ORDER BY status_class;
