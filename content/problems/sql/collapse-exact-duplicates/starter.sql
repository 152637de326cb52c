SELECT user_id, event, 1 AS copies
FROM events;
