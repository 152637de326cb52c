-- Mistake: reports the neighbours instead of the missing numbers
WITH w AS (SELECT number, LEAD(number) OVER (ORDER BY number) AS nx FROM (SELECT DISTINCT number FROM invoices))
SELECT number AS gap_start, nx AS gap_end FROM w WHERE nx - number > 1 ORDER BY gap_start;
