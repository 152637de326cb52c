WITH numbers AS (
  SELECT DISTINCT number FROM invoices
),
with_next AS (
  SELECT number, LEAD(number) OVER (ORDER BY number) AS next_number FROM numbers
)
SELECT number + 1 AS gap_start, next_number - 1 AS gap_end
FROM with_next
WHERE next_number - number > 1
ORDER BY gap_start;
