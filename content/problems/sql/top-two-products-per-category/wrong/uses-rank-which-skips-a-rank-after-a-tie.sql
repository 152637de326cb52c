-- Mistake: uses RANK, which skips a rank after a tie
WITH r AS (SELECT category, product, units, RANK() OVER (PARTITION BY category ORDER BY units DESC) AS sales_rank FROM product_sales)
SELECT category, product, units, sales_rank FROM r WHERE sales_rank <= 2 ORDER BY category, sales_rank, product;
