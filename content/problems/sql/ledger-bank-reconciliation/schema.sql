CREATE TABLE ledger (
  txn_id TEXT PRIMARY KEY,
  amount REAL NOT NULL
);
CREATE TABLE bank_lines (
  txn_id TEXT PRIMARY KEY,
  amount REAL NOT NULL
);
