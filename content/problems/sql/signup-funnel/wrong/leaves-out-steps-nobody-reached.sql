-- Mistake: leaves out steps nobody reached
WITH f AS (SELECT user_id, MIN(CASE WHEN event = 'visit' THEN at END) AS va, MIN(CASE WHEN event = 'signup' THEN at END) AS sa, MIN(CASE WHEN event = 'purchase' THEN at END) AS pa FROM funnel_events GROUP BY user_id),
s AS (SELECT 'visit' AS step, 1 AS o, SUM(va IS NOT NULL) AS users FROM f UNION ALL SELECT 'signup', 2, SUM(va IS NOT NULL AND sa >= va) FROM f UNION ALL SELECT 'purchase', 3, SUM(va IS NOT NULL AND sa >= va AND pa >= sa) FROM f)
SELECT step, users FROM s WHERE users > 0 ORDER BY o;
