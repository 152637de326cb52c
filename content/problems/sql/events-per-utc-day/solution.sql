SELECT date(occurred_at) AS utc_day, COUNT(*) AS events
FROM events
GROUP BY utc_day
ORDER BY utc_day;
