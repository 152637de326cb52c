-- Mistake: casts empty strings to 0 instead of unknown
SELECT account, ROUND(SUM(CAST(replace(replace(replace(amount_text, '$', ''), ',', ''), ' ', '') AS REAL)), 2) AS total FROM payments GROUP BY account ORDER BY account;
