-- Mistake: divides integers, truncating the share to 0
SELECT
  a.state,
  COUNT(*) AS flights,
  ROUND(SUM(CASE WHEN f.delay > 15 THEN 1 ELSE 0 END) / COUNT(*), 3) AS late_share,
  ROUND(AVG(f.delay), 1) AS avg_delay
FROM flights AS f
JOIN airports AS a ON a.iata = f.origin
WHERE f.delay IS NOT NULL
GROUP BY a.state
HAVING COUNT(*) >= 3
ORDER BY late_share DESC, a.state;
