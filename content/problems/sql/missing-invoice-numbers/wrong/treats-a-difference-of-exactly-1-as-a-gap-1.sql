-- Mistake: treats a difference of exactly 1 as a gap (>= 1)
WITH w AS (SELECT number, LEAD(number) OVER (ORDER BY number) AS nx FROM (SELECT DISTINCT number FROM invoices))
SELECT number + 1 AS gap_start, nx - 1 AS gap_end FROM w WHERE nx - number >= 1 ORDER BY gap_start;
