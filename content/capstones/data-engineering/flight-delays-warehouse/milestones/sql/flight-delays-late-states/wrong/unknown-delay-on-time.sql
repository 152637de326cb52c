-- Mistake: counts flights with an unknown delay as on time
SELECT
  a.state,
  COUNT(*) AS flights,
  ROUND(AVG(CASE WHEN f.delay > 15 THEN 1.0 ELSE 0.0 END), 3) AS late_share,
  ROUND(AVG(f.delay), 1) AS avg_delay
FROM flights AS f
JOIN airports AS a ON a.iata = f.origin
GROUP BY a.state
HAVING COUNT(*) >= 3
ORDER BY late_share DESC, a.state;
