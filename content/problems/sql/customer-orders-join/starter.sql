SELECT *
FROM orders;
