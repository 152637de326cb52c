-- Mistake: only looks from the ledger side (LEFT JOIN)
SELECT l.txn_id,
  CASE WHEN b.txn_id IS NULL THEN 'missing_in_bank' ELSE 'amount_mismatch' END AS issue
FROM ledger AS l LEFT JOIN bank_lines AS b ON b.txn_id = l.txn_id
WHERE b.txn_id IS NULL OR ABS(l.amount - b.amount) > 0.005
ORDER BY l.txn_id;
