-- Mistake: ignores the order of the steps
WITH f AS (SELECT user_id, MAX(event = 'visit') AS v, MAX(event = 'signup') AS s, MAX(event = 'purchase') AS p FROM funnel_events GROUP BY user_id)
SELECT 'visit' AS step, COALESCE(SUM(v), 0) AS users FROM f UNION ALL SELECT 'signup', COALESCE(SUM(v AND s), 0) FROM f UNION ALL SELECT 'purchase', COALESCE(SUM(v AND s AND p), 0) FROM f;
