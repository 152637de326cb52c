WITH with_previous AS (
  SELECT id, sent_at,
         LAG(sent_at) OVER (PARTITION BY user_id, event_type ORDER BY sent_at, id) AS previous_at
  FROM events
)
SELECT id
FROM with_previous
WHERE previous_at IS NULL OR sent_at - previous_at >= 60
ORDER BY id;
