-- Mistake: takes the local day from the text
SELECT substr(occurred_at, 1, 10) AS utc_day, COUNT(*) AS events FROM events GROUP BY utc_day ORDER BY utc_day;
