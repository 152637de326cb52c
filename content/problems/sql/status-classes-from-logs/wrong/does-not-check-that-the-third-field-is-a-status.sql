-- Mistake: does not check that the third field is a status
WITH m AS (SELECT substr(line, instr(line, ' ') + 1) AS rest FROM access_log WHERE instr(line, ' ') > 0),
p AS (SELECT substr(rest, instr(rest, ' ') + 1) AS rest FROM m WHERE instr(rest, ' ') > 0)
SELECT substr(rest, 1, 1) || 'xx' AS status_class, COUNT(*) AS requests FROM p GROUP BY status_class ORDER BY status_class;
