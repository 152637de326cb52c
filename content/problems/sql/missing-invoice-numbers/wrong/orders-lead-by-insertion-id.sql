-- Mistake: orders LEAD by insertion id
WITH w AS (SELECT number, LEAD(number) OVER (ORDER BY id) AS nx FROM invoices)
SELECT number + 1 AS gap_start, nx - 1 AS gap_end FROM w WHERE nx - number > 1 ORDER BY gap_start;
