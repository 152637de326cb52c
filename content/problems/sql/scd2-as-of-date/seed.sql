INSERT INTO customer_tiers VALUES (1, 'silver', '2024-01-01', '2024-05-01'), (1, 'gold', '2024-05-01', NULL),
  (2, 'bronze', '2024-01-01', '2024-07-01'), (2, 'silver', '2024-07-01', NULL), (3, 'gold', '2024-07-15', NULL);
