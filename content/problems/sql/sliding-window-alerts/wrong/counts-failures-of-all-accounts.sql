-- Mistake: counts failures of all accounts
WITH c AS (SELECT id, account, COUNT(*) OVER (ORDER BY ts RANGE BETWEEN 59 PRECEDING AND CURRENT ROW) AS recent_failures FROM login_failures)
SELECT id, account, recent_failures FROM c WHERE recent_failures >= 3 ORDER BY id;
