WITH flagged AS (
  SELECT user_id, clicked_at,
         CASE
           WHEN LAG(clicked_at) OVER w IS NULL THEN 1
           WHEN unixepoch(clicked_at) - unixepoch(LAG(clicked_at) OVER w) > 1800 THEN 1
           ELSE 0
         END AS is_start
  FROM clicks
  WINDOW w AS (PARTITION BY user_id ORDER BY clicked_at, id)
),
numbered AS (
  SELECT user_id, clicked_at,
         SUM(is_start) OVER (PARTITION BY user_id ORDER BY clicked_at ROWS UNBOUNDED PRECEDING) AS session_number
  FROM flagged
)
SELECT user_id, session_number, MIN(clicked_at) AS started_at, MAX(clicked_at) AS ended_at, COUNT(*) AS clicks
FROM numbered
GROUP BY user_id, session_number
ORDER BY user_id, session_number;
