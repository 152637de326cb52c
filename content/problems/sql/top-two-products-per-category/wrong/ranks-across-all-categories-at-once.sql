-- Mistake: ranks across all categories at once
WITH r AS (SELECT category, product, units, DENSE_RANK() OVER (ORDER BY units DESC) AS sales_rank FROM product_sales)
SELECT category, product, units, sales_rank FROM r WHERE sales_rank <= 2 ORDER BY category, sales_rank, product;
