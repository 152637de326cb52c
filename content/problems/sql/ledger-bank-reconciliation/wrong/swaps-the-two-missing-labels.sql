-- Mistake: swaps the two missing labels
SELECT COALESCE(l.txn_id, b.txn_id) AS txn_id,
  CASE WHEN l.txn_id IS NULL THEN 'missing_in_bank' WHEN b.txn_id IS NULL THEN 'missing_in_ledger' ELSE 'amount_mismatch' END AS issue
FROM ledger AS l FULL OUTER JOIN bank_lines AS b ON b.txn_id = l.txn_id
WHERE l.txn_id IS NULL OR b.txn_id IS NULL OR ABS(l.amount - b.amount) > 0.005
ORDER BY txn_id;
