SELECT substr(occurred_at, 1, 10) AS utc_day, COUNT(*) AS events
FROM events
GROUP BY utc_day;
