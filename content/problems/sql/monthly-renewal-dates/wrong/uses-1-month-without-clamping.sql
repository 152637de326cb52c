-- Mistake: uses '+1 month' without clamping
SELECT id AS subscription_id, date(started_on, '+1 month') AS next_renewal FROM subscriptions ORDER BY id;
