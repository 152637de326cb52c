WITH counted AS (
  SELECT id, account,
         COUNT(*) OVER (PARTITION BY account ORDER BY ts RANGE BETWEEN 59 PRECEDING AND CURRENT ROW) AS recent_failures
  FROM login_failures
)
SELECT id, account, recent_failures
FROM counted
WHERE recent_failures >= 3
ORDER BY id;
