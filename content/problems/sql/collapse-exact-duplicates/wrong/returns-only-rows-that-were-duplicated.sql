-- Mistake: returns only rows that were duplicated
SELECT user_id, event, COUNT(*) AS copies FROM events GROUP BY user_id, event HAVING COUNT(*) > 1 ORDER BY copies DESC, event, user_id;
