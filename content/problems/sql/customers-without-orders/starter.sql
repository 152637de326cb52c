SELECT name
FROM customers;
