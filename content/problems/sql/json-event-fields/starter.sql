SELECT id AS event_id, payload
FROM events;
