CREATE TABLE product_sales (
  category TEXT NOT NULL,
  product TEXT NOT NULL,
  units INTEGER NOT NULL
);
