-- Mistake: reads user_id from the top level
SELECT id AS event_id, json_extract(payload, '$.user_id') AS user_id, json_extract(payload, '$.action') AS action, json_extract(payload, '$.value') AS value
FROM events WHERE json_valid(payload) ORDER BY id;
