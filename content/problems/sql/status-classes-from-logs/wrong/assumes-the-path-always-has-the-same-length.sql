-- Mistake: assumes the path always has the same length
SELECT substr(line, 17, 1) || 'xx' AS status_class, COUNT(*) AS requests FROM access_log WHERE substr(line, 17, 3) GLOB '[1-5][0-9][0-9]' GROUP BY status_class ORDER BY status_class;
