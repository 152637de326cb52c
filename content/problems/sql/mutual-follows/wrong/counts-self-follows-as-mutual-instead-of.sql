-- Mistake: counts self-follows as mutual (<= instead of <)
SELECT DISTINCT f1.follower_id AS user_a, f1.followee_id AS user_b
FROM follows AS f1 JOIN follows AS f2 ON f2.follower_id = f1.followee_id AND f2.followee_id = f1.follower_id
WHERE f1.follower_id <= f1.followee_id ORDER BY user_a, user_b;
