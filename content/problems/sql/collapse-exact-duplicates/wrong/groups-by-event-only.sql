-- Mistake: groups by event only
SELECT MIN(user_id) AS user_id, event, COUNT(*) AS copies FROM events GROUP BY event ORDER BY copies DESC, event, user_id;
