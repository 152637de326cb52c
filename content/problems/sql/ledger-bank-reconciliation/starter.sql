SELECT l.txn_id, 'missing_in_bank' AS issue
FROM ledger AS l;
