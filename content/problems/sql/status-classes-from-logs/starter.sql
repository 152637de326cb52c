SELECT line AS status_class, COUNT(*) AS requests
FROM access_log
GROUP BY line;
