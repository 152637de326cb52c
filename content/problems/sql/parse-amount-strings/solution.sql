SELECT account,
       ROUND(SUM(CAST(NULLIF(replace(replace(replace(amount_text, '$', ''), ',', ''), ' ', ''), '') AS REAL)), 2) AS total
FROM payments
GROUP BY account
ORDER BY account;
