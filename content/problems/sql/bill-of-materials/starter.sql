SELECT child AS part, quantity AS total_quantity
FROM components
WHERE parent = 'bike';
