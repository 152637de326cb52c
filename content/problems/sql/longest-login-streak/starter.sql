SELECT user_id, COUNT(*) AS longest_streak
FROM logins
GROUP BY user_id;
