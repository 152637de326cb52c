-- Mistake: measures the gap from the session start, not the previous click
WITH f AS (SELECT user_id, clicked_at, CASE WHEN unixepoch(clicked_at) - unixepoch(MIN(clicked_at) OVER (PARTITION BY user_id)) > 1800 THEN 1 ELSE 0 END AS late FROM clicks)
SELECT user_id, late + 1 AS session_number, MIN(clicked_at) AS started_at, MAX(clicked_at) AS ended_at, COUNT(*) AS clicks FROM f GROUP BY user_id, late ORDER BY user_id, session_number;
