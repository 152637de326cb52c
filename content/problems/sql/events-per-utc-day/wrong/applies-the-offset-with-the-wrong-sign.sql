-- Mistake: applies the offset with the wrong sign
SELECT date(substr(occurred_at, 1, 19), CASE WHEN length(occurred_at) > 20 THEN (CASE substr(occurred_at, 20, 1) WHEN '-' THEN '-' ELSE '+' END) || CAST(substr(occurred_at, 21, 2) AS INTEGER) || ' hours' ELSE '+0 hours' END) AS utc_day,
  COUNT(*) AS events FROM events GROUP BY utc_day ORDER BY utc_day;
