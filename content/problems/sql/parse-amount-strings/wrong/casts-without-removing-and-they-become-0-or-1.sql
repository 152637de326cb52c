-- Mistake: casts without removing '$' and ',' (they become 0 or 1)
SELECT account, ROUND(SUM(CAST(NULLIF(trim(amount_text), '') AS REAL)), 2) AS total FROM payments GROUP BY account ORDER BY account;
