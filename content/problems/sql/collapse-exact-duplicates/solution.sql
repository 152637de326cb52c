SELECT user_id, event, COUNT(*) AS copies
FROM events
GROUP BY user_id, event
ORDER BY copies DESC, event, user_id;
