SELECT follower_id AS user_a, followee_id AS user_b
FROM follows;
