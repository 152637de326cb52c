SELECT account, SUM(amount_text) AS total
FROM payments
GROUP BY account;
