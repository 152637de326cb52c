INSERT INTO product_sales VALUES ('Tea', 'Green', 40), ('Tea', 'Black', 55), ('Tea', 'White', 40), ('Tea', 'Oolong', 10),
  ('Coffee', 'Espresso', 70), ('Coffee', 'Filter', 20);
