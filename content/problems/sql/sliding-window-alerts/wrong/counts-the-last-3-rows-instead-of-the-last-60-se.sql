-- Mistake: counts the last 3 rows instead of the last 60 seconds
WITH c AS (SELECT id, account, COUNT(*) OVER (PARTITION BY account ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS recent_failures FROM login_failures)
SELECT id, account, recent_failures FROM c WHERE recent_failures >= 3 ORDER BY id;
