-- Mistake: ranks by total latency instead of the average
WITH p AS (SELECT ' ' || line || ' ' AS l FROM service_log),
f AS (SELECT CASE WHEN instr(l, ' path=') > 0 THEN substr(substr(l, instr(l, ' path=') + 6), 1, instr(substr(l, instr(l, ' path=') + 6), ' ') - 1) END AS path,
  CASE WHEN instr(l, ' latency_ms=') > 0 THEN CAST(substr(substr(l, instr(l, ' latency_ms=') + 12), 1, instr(substr(l, instr(l, ' latency_ms=') + 12), ' ') - 1) AS REAL) END AS latency FROM p)
SELECT path, COUNT(*) AS requests, ROUND(AVG(latency), 1) AS avg_latency_ms FROM f WHERE path IS NOT NULL AND latency IS NOT NULL GROUP BY path ORDER BY SUM(latency) DESC, path LIMIT 3;
