-- Mistake: counts each event type independently
SELECT 'visit' AS step, COUNT(DISTINCT CASE WHEN event = 'visit' THEN user_id END) AS users FROM funnel_events
UNION ALL SELECT 'signup', COUNT(DISTINCT CASE WHEN event = 'signup' THEN user_id END) FROM funnel_events
UNION ALL SELECT 'purchase', COUNT(DISTINCT CASE WHEN event = 'purchase' THEN user_id END) FROM funnel_events;
