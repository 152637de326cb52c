-- Mistake: finds the runs with DENSE_RANK but counts logins, not days
WITH g AS (SELECT user_id, julianday(date(logged_at)) - DENSE_RANK() OVER (PARTITION BY user_id ORDER BY date(logged_at)) AS grp FROM logins),
s AS (SELECT user_id, COUNT(*) AS streak FROM g GROUP BY user_id, grp)
SELECT user_id, MAX(streak) AS longest_streak FROM s GROUP BY user_id ORDER BY user_id;
