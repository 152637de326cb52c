-- Mistake: groups by status only, merging separate periods
SELECT device_id, status, MIN(checked_at) AS started_at, COUNT(*) AS readings FROM readings GROUP BY device_id, status ORDER BY device_id, started_at;
