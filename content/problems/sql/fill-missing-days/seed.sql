INSERT INTO daily_signups VALUES ('2024-02-27', 4), ('2024-03-01', 2), ('2024-02-28', 5);
