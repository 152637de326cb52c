-- Mistake: ignores the user
WITH w AS (SELECT id, sent_at, LAG(sent_at) OVER (PARTITION BY event_type ORDER BY sent_at, id) AS p FROM events)
SELECT id FROM w WHERE p IS NULL OR sent_at - p >= 60 ORDER BY id;
