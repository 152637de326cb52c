SELECT id
FROM events
ORDER BY id;
