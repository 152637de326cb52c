WITH firsts AS (
  SELECT user_id,
         MIN(CASE WHEN event = 'visit' THEN at END) AS visit_at,
         MIN(CASE WHEN event = 'signup' THEN at END) AS signup_at,
         MIN(CASE WHEN event = 'purchase' THEN at END) AS purchase_at
  FROM funnel_events
  GROUP BY user_id
),
steps AS (
  SELECT visit_at IS NOT NULL AS visited,
         visit_at IS NOT NULL AND signup_at >= visit_at AS signed_up,
         visit_at IS NOT NULL AND signup_at >= visit_at AND purchase_at >= signup_at AS purchased
  FROM firsts
)
SELECT 'visit' AS step, COALESCE(SUM(visited), 0) AS users FROM steps
UNION ALL SELECT 'signup', COALESCE(SUM(signed_up), 0) FROM steps
UNION ALL SELECT 'purchase', COALESCE(SUM(purchased), 0) FROM steps;
