-- Mistake: counts distinct login days instead of the longest run
SELECT user_id, COUNT(DISTINCT date(logged_at)) AS longest_streak FROM logins GROUP BY user_id ORDER BY user_id;
