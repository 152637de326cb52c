-- Mistake: drops at exactly 60 seconds (> instead of >=)
WITH w AS (SELECT id, sent_at, LAG(sent_at) OVER (PARTITION BY user_id, event_type ORDER BY sent_at, id) AS p FROM events)
SELECT id FROM w WHERE p IS NULL OR sent_at - p > 60 ORDER BY id;
