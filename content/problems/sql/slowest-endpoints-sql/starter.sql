SELECT line AS path, 1 AS requests, 0 AS avg_latency_ms
FROM service_log;
