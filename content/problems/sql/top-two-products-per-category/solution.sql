WITH ranked AS (
  SELECT category, product, units,
         DENSE_RANK() OVER (PARTITION BY category ORDER BY units DESC) AS sales_rank
  FROM product_sales
)
SELECT category, product, units, sales_rank
FROM ranked
WHERE sales_rank <= 2
ORDER BY category, sales_rank, product;
