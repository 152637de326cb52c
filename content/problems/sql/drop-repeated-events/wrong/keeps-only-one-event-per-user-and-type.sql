-- Mistake: keeps only one event per user and type
SELECT MIN(id) AS id FROM events GROUP BY user_id, event_type ORDER BY id;
