SELECT id AS subscription_id,
       MIN(date(started_on, '+1 month'),
           date(started_on, 'start of month', '+2 months', '-1 day')) AS next_renewal
FROM subscriptions
ORDER BY id;
