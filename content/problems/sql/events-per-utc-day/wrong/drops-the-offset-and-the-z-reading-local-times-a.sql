-- Mistake: drops the offset and the Z, reading local times as UTC
SELECT date(substr(occurred_at, 1, 19)) AS utc_day, COUNT(*) AS events FROM events GROUP BY utc_day ORDER BY utc_day;
