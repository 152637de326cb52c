-- Mistake: includes a failure exactly 60 seconds earlier
WITH c AS (SELECT id, account, COUNT(*) OVER (PARTITION BY account ORDER BY ts RANGE BETWEEN 60 PRECEDING AND CURRENT ROW) AS recent_failures FROM login_failures)
SELECT id, account, recent_failures FROM c WHERE recent_failures >= 3 ORDER BY id;
