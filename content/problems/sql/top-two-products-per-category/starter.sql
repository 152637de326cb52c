SELECT category, product, units, 1 AS sales_rank
FROM product_sales;
