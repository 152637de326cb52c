-- Mistake: does not collapse several logins on one day
WITH g AS (SELECT user_id, julianday(date(logged_at)) - ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY logged_at) AS grp FROM logins),
s AS (SELECT user_id, COUNT(*) AS streak FROM g GROUP BY user_id, grp)
SELECT user_id, MAX(streak) AS longest_streak FROM s GROUP BY user_id ORDER BY user_id;
