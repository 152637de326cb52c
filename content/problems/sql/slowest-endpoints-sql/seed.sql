INSERT INTO service_log VALUES
  (1, 'ts=2024-05-01T10:00:00Z level=info path=/api/users latency_ms=120'),
  (2, 'level=info latency_ms=80 path=/api/users ts=2024-05-01T10:00:01Z'),
  (3, 'ts=2024-05-01T10:00:02Z path=/api/orders latency_ms=300 level=warn'),
  (4, 'ts=2024-05-01T10:00:03Z path=/health latency_ms=2'),
  (5, 'ts=2024-05-01T10:00:04Z level=error msg=timeout'),
  (6, 'path=/api/search db_latency_ms=900 latency_ms=40');
