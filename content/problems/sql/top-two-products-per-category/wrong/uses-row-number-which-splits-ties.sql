-- Mistake: uses ROW_NUMBER, which splits ties
WITH r AS (SELECT category, product, units, ROW_NUMBER() OVER (PARTITION BY category ORDER BY units DESC, product) AS sales_rank FROM product_sales)
SELECT category, product, units, sales_rank FROM r WHERE sales_rank <= 2 ORDER BY category, sales_rank, product;
