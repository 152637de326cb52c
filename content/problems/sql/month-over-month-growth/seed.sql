INSERT INTO monthly_revenue VALUES ('2024-01', 1000), ('2024-02', 1200), ('2024-03', 900), ('2024-04', 900);
