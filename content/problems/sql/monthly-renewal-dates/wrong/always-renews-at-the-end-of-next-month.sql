-- Mistake: always renews at the end of next month
SELECT id AS subscription_id, date(started_on, 'start of month', '+2 months', '-1 day') AS next_renewal FROM subscriptions ORDER BY id;
