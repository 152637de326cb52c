INSERT INTO temperatures VALUES (1000, 20.5), (1250, 22.0), (1500, 19.0), (2100, 25.5);
