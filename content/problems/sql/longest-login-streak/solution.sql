WITH days AS (
  SELECT DISTINCT user_id, date(logged_at) AS day FROM logins
),
grouped AS (
  SELECT user_id, day,
         julianday(day) - ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY day) AS grp
  FROM days
),
streaks AS (
  SELECT user_id, COUNT(*) AS streak FROM grouped GROUP BY user_id, grp
)
SELECT user_id, MAX(streak) AS longest_streak
FROM streaks
GROUP BY user_id
ORDER BY user_id;
