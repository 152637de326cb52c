INSERT INTO ledger VALUES ('T1', 100.0), ('T2', 50.0), ('T3', 20.0);
INSERT INTO bank_lines VALUES ('T1', 100.0), ('T3', 25.0), ('T4', 9.99);
