INSERT INTO customer_addresses VALUES (1, 'Lyon', '2020-01-01', '2022-06-01'), (1, 'Paris', '2022-06-01', NULL),
  (2, 'Oslo', '2021-03-01', NULL), (3, 'Rome', '2019-01-01', '2023-01-01');
