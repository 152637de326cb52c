-- Mistake: counts user ids, so NULL rows get 0 copies
SELECT user_id, event, COUNT(user_id) AS copies FROM events GROUP BY user_id, event ORDER BY copies DESC, event, user_id;
