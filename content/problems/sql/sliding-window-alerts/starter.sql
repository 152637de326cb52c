SELECT id, account, 1 AS recent_failures
FROM login_failures;
