-- Mistake: drops events with a missing field
SELECT id AS event_id, json_extract(payload, '$.user.id') AS user_id, json_extract(payload, '$.action') AS action, json_extract(payload, '$.value') AS value
FROM events WHERE json_valid(payload) AND json_extract(payload, '$.value') IS NOT NULL ORDER BY id;
