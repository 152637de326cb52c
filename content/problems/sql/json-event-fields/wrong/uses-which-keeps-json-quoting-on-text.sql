-- Mistake: uses -> which keeps JSON quoting on text
SELECT id AS event_id, payload -> '$.user.id' AS user_id, payload -> '$.action' AS action, payload -> '$.value' AS value
FROM events WHERE json_valid(payload) ORDER BY id;
