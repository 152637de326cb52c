INSERT INTO invoices VALUES (1, 1001), (2, 1002), (3, 1005), (4, 1006), (5, 1009);
