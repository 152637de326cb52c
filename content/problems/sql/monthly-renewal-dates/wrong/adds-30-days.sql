-- Mistake: adds 30 days
SELECT id AS subscription_id, date(started_on, '+30 days') AS next_renewal FROM subscriptions ORDER BY id;
