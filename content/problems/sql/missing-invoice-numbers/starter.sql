SELECT number AS gap_start, number AS gap_end
FROM invoices;
