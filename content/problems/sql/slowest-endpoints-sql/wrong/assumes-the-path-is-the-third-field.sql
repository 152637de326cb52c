-- Mistake: assumes the path is the third field
WITH f AS (SELECT substr(line, instr(line, 'path=') + 5, instr(substr(line, instr(line, 'path=') + 5) || ' ', ' ') - 1) AS path,
  CAST(substr(line, instr(line, ' latency_ms=') + 12) AS REAL) AS latency FROM service_log WHERE instr(line, 'path=') > 0 AND instr(line, ' latency_ms=') > 0)
SELECT path, COUNT(*) AS requests, ROUND(AVG(latency), 1) AS avg_latency_ms FROM f GROUP BY path ORDER BY avg_latency_ms DESC, path LIMIT 3;
