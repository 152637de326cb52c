import { para } from '../paragraph-builders.ts';
import type { SeedModule } from '../curriculum-types.ts';

export const warehousesLakehousesModule: SeedModule = {
  id: 'de-warehouses-lakehouses',
  title: 'Warehouses, Lakehouses and File Formats',
  blurb:
    'How columnar storage and Parquet work, partitioning and the small-files problem, and what open table formats add on top of files in object storage.',
  lessons: [
    {
      id: 'de-storage-columnar-parquet',
      title: 'Columnar storage and Parquet internals',
      description:
        "Why analytical engines store data by column, and how Parquet's row groups, encodings and statistics let queries skip most of a file.",
      paragraphs: [
        para.text(
          'Rows versus columns',
          `A row store keeps all columns of a row together, ideal for "fetch order 8812". An
          analytical query such as SUM(amount) GROUP BY country needs two columns out of fifty but
          every row. A column store keeps each column's values together, so the engine reads only
          the columns a query mentions. Values of one column are also similar to each other, so
          they compress far better, and engines can process them in vectorized batches.`,
        ),
        para.list('Inside a Parquet file', [
          'Row groups: horizontal slices of the table (commonly 128 MB to 1 GB of data each), the unit of parallel reading.',
          'Column chunks: within a row group, the values of one column stored contiguously.',
          'Pages: the smallest unit of encoding and compression inside a column chunk.',
          'Encodings: dictionary encoding (store each distinct value once and small integer references), run-length encoding for repeated values, delta encoding for sorted numbers.',
          'Compression on top of encoding: Snappy is fast, ZSTD compresses better at similar speed, gzip is slow.',
          'Footer metadata: the schema plus min/max statistics and null counts per column chunk, read first by every engine.',
        ]),
        para.text(
          'Predicate pushdown and projection pushdown',
          `Because the footer stores min and max values per column chunk, a query with WHERE
          order_date = '2025-03-01' can skip every row group whose date range excludes that day
          without decompressing it. This works well only when data is sorted or clustered on the
          filtered column; in a randomly ordered file every row group spans all dates and nothing
          can be skipped. Projection pushdown is the column-level equivalent: only the referenced
          columns are read.`,
        ),
        para.code(
          'Inspecting a Parquet file with PyArrow',
          'python',
          `
          import pyarrow.parquet as pq

          meta = pq.ParquetFile("orders.parquet").metadata
          print(meta.num_rows, meta.num_row_groups)
          col = meta.row_group(0).column(2)           # e.g. order_date
          print(col.path_in_schema, col.compression, col.encodings)
          print(col.statistics.min, col.statistics.max, col.statistics.null_count)

          # Read two columns and let PyArrow skip row groups using the statistics.
          table = pq.read_table(
              "orders.parquet",
              columns=["order_date", "amount"],
              filters=[("order_date", "=", "2025-03-01")],
          )
          `,
        ),
        para.text(
          'Other formats',
          `CSV has no types and no schema and must be parsed in full; use it only at system
          boundaries. JSON lines is convenient for raw landing of semi-structured data. Avro is a
          row-oriented binary format with an embedded schema, well suited to messages and Kafka.
          ORC is a columnar format comparable to Parquet, common in the Hive ecosystem.`,
        ),
      ],
    },
    {
      id: 'de-storage-partitioning',
      title: 'Partitioning, clustering and the small-files problem',
      description:
        'Choosing partition columns, why too many partitions hurt, and how sorting and compaction keep tables fast.',
      paragraphs: [
        para.text(
          'Partitioning',
          `Partitioning splits a table into separate directories or storage units by the value of
          a column, typically a date: s3://lake/orders/order_date=2025-03-01/part-0.parquet. A query
          filtering on order_date reads only the matching directories (partition pruning), and a
          pipeline can replace one partition atomically. Warehouses offer the same idea natively
          (BigQuery partitioned tables, Snowflake micro-partitions with clustering).`,
        ),
        para.list('Choosing a partition column', [
          'Filter on it in most queries; otherwise pruning never happens.',
          'Low to moderate cardinality: days, not timestamps; countries, not user ids.',
          'Aim for partitions of hundreds of megabytes to a few gigabytes. Thousands of tiny partitions cost more in metadata and file opening than they save.',
          'Do not partition small tables at all; a few hundred megabytes is read faster as one unit.',
        ]),
        para.text(
          'The small-files problem',
          `Streaming jobs and frequent micro-batches tend to write many small files. Each file has
          a fixed cost: a listing entry, an open request to object storage, a footer to parse.
          A table of 100,000 files of 50 KB reads far slower than the same data in 40 files of
          125 MB. Fix it by compaction: periodically rewrite small files of a partition into a few
          large ones (OPTIMIZE in Delta Lake, rewrite_data_files in Iceberg), and size writer
          output sensibly (for example with repartition before writing in Spark).`,
        ),
        para.code(
          'Writing partitioned, well-sized Parquet with Spark',
          'python',
          `
          (
              orders
              .repartition("order_date")                 # one task per date, so few files per partition
              .sortWithinPartitions("customer_id")        # clusters values for better min/max skipping
              .write.mode("overwrite")
              .option("partitionOverwriteMode", "dynamic")  # replace only the dates present in this batch
              .partitionBy("order_date")
              .parquet("s3://lake/orders/")
          )
          `,
        ),
        para.text(
          'Clustering and sorting',
          `Within partitions, sorting by a second frequently filtered column (customer_id,
          product_id) narrows each file's min/max range so more files and row groups are skipped.
          Z-ordering and Hilbert curves interleave several columns so filters on any of them
          benefit. Warehouses automate this as clustering keys; it is worth it for large tables
          with selective filters, and wasted effort on tables that are always scanned fully.`,
        ),
      ],
    },
    {
      id: 'de-storage-table-formats',
      title: 'Lakehouse table formats: Delta Lake, Iceberg and Hudi',
      description:
        'ACID transactions, snapshots, time travel and schema evolution on top of Parquet files in object storage.',
      paragraphs: [
        para.text(
          'What plain files lack',
          `A directory of Parquet files is not a table: two writers can overwrite each other,
          readers can see a half-written batch, deleting one row means rewriting files by hand,
          and listing millions of objects to discover files is slow. Open table formats add a
          metadata layer that tracks exactly which files make up each version of the table and
          commits changes atomically.`,
        ),
        para.list('What the formats provide', [
          "ACID commits: a write becomes visible all at once by atomically publishing a new snapshot (a new entry in Delta's _delta_log, a new metadata file pointer in Iceberg's catalog).",
          'Snapshot isolation: readers keep reading the snapshot they started with while writers commit new ones.',
          "Time travel: query the table as of an earlier snapshot or timestamp, useful for audits and for reproducing a model's training data.",
          'Row-level changes: MERGE, UPDATE and DELETE implemented by rewriting affected files (copy-on-write) or by recording deletes separately (merge-on-read).',
          'Schema evolution: add, rename or drop columns without rewriting data; Iceberg tracks columns by id so renames are safe.',
          'Hidden partitioning (Iceberg): partitions derived from a column by a transform such as days(event_time), so queries filter on the column itself and the layout can change later.',
        ]),
        para.code(
          'Delta Lake in Spark SQL',
          'sql',
          `
          CREATE TABLE lake.orders (order_id STRING, customer_id STRING, amount DECIMAL(12,2), order_date DATE)
          USING DELTA PARTITIONED BY (order_date);

          MERGE INTO lake.orders t
          USING staging_orders s ON t.order_id = s.order_id
          WHEN MATCHED THEN UPDATE SET *
          WHEN NOT MATCHED THEN INSERT *;

          -- Time travel and history
          SELECT COUNT(*) FROM lake.orders VERSION AS OF 12;
          SELECT COUNT(*) FROM lake.orders TIMESTAMP AS OF '2025-03-01 00:00:00';
          DESCRIBE HISTORY lake.orders;

          -- Maintenance: compact small files, then remove files no snapshot still needs
          OPTIMIZE lake.orders ZORDER BY (customer_id);
          VACUUM lake.orders RETAIN 168 HOURS;
          `,
        ),
        para.text(
          'Warehouse or lakehouse?',
          `A cloud warehouse (Snowflake, BigQuery, Redshift) bundles storage, metadata and compute
          and is the quickest way to a governed, fast SQL platform. A lakehouse keeps data in open
          formats in your own object storage, so several engines (Spark, Trino, DuckDB, warehouses
          that read Iceberg) can share one copy and you avoid lock-in, at the price of running more
          of the platform yourself. Many organisations use both: open tables as the system of
          record, a warehouse for interactive analytics. In either case the fundamentals of this
          course (grain, idempotent loads, partitioning, tests) carry over unchanged.`,
        ),
      ],
    },
  ],
};
