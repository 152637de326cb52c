import { para } from '../paragraph-builders.ts';
import type { SeedModule } from '../curriculum-types.ts';

export const batchPipelinesModule: SeedModule = {
  id: 'de-batch-pipelines',
  title: 'Batch ETL and ELT with Python',
  blurb:
    'Extracting from APIs and databases robustly, transforming data that does not fit in memory, and loading it so that a rerun never duplicates anything.',
  lessons: [
    {
      id: 'de-batch-etl-vs-elt',
      title: 'ETL versus ELT, and robust extraction',
      description:
        'Where transformations should run today, and how to pull data from paginated, rate-limited APIs without losing or duplicating records.',
      paragraphs: [
        para.text(
          'ETL and ELT',
          `In ETL (extract, transform, load) data is transformed on a separate processing server
          before it reaches the warehouse. In ELT the raw data is loaded first and transformed inside
          the warehouse with SQL. Cheap columnar storage and elastic warehouse compute made ELT the
          default: raw data is kept (so you can re-transform it after fixing a bug), and
          transformations are plain SQL that analysts can read. ETL remains the right choice when
          data must be filtered before it lands (personal data that may not be stored), or when the
          transformation is not expressible in SQL (parsing binary formats, calling a model).`,
        ),
        para.list('Properties of a good extractor', [
          'Incremental: it asks only for data newer than the last successful run (a cursor, an updated_since parameter or a high-water mark).',
          'Resumable: progress is recorded so a crash half-way does not restart from zero.',
          'Polite: it respects rate limits (HTTP 429 and Retry-After) and backs off on server errors.',
          'Faithful: it lands the response as received (JSON lines, with the extraction time and request parameters) before any interpretation.',
          'Bounded: timeouts on every network call, so a stuck connection fails the task instead of hanging it for hours.',
        ]),
        para.code(
          'A paginated, retrying extractor',
          'python',
          `
          import json
          import time
          from datetime import datetime, timezone

          import requests

          RETRYABLE = {429, 500, 502, 503, 504}

          def get_with_retries(session, url, params, max_attempts=5):
              for attempt in range(1, max_attempts + 1):
                  response = session.get(url, params=params, timeout=(5, 30))
                  if response.status_code not in RETRYABLE:
                      response.raise_for_status()
                      return response.json()
                  if attempt == max_attempts:
                      response.raise_for_status()
                  retry_after = response.headers.get("Retry-After")
                  delay = float(retry_after) if retry_after else min(60, 2 ** attempt)
                  time.sleep(delay)

          def extract_orders(base_url, token, updated_since, out_path):
              session = requests.Session()
              session.headers["Authorization"] = f"Bearer {token}"
              params = {"updated_since": updated_since, "limit": 500}
              extracted_at = datetime.now(timezone.utc).isoformat()
              with open(out_path, "w", encoding="utf-8") as out:
                  while True:
                      page = get_with_retries(session, f"{base_url}/orders", params)
                      for record in page["data"]:
                          out.write(json.dumps({"_extracted_at": extracted_at, **record}) + "\\n")
                      cursor = page.get("next_cursor")
                      if not cursor:
                          break
                      params = {"cursor": cursor, "limit": 500}
          `,
        ),
        para.text(
          'Cursor versus offset pagination',
          `Offset pagination (?offset=1000&limit=500) is unsafe on data that changes while you read
          it: an insert near the start shifts every later row by one, so you skip or repeat a record
          at each page boundary. Prefer cursor (keyset) pagination, where each page says where the
          next begins, ideally ordered by an immutable key such as (updated_at, id). Note that the
          Retry-After header may also be an HTTP date rather than a number of seconds; production
          code should handle both forms.`,
        ),
      ],
    },
    {
      id: 'de-batch-transform-at-scale',
      title: 'Transforming data that does not fit in memory',
      description:
        'Chunked processing, column pruning, Arrow and Parquet, and when to reach for DuckDB or Spark instead of pandas.',
      paragraphs: [
        para.text(
          'Know your memory budget',
          `A pandas DataFrame typically needs several times the size of the CSV it was read from:
          strings are Python objects, and most operations create copies. A 4 GB CSV on an 8 GB
          machine is therefore already a problem. Before scaling out, reduce what you load: read
          only the needed columns, use compact types (categoricals for repeated strings, int32
          instead of int64 where the range allows), and process the file in chunks.`,
        ),
        para.code(
          'Streaming a large CSV into Parquet in chunks',
          'python',
          `
          import pyarrow as pa
          import pyarrow.compute as pc
          import pyarrow.csv as pv
          import pyarrow.parquet as pq

          columns = ["order_id", "customer_id", "ordered_at", "amount", "currency"]
          convert = pv.ConvertOptions(
              include_columns=columns,
              column_types={"amount": pa.decimal128(12, 2), "ordered_at": pa.timestamp("us", tz="UTC")},
          )

          reader = pv.open_csv("orders.csv", convert_options=convert)   # reads record batches lazily
          writer = None
          for batch in reader:
              table = pa.Table.from_batches([batch])
              table = table.filter(pc.greater(table["amount"], 0))
              if writer is None:
                  writer = pq.ParquetWriter("orders.parquet", table.schema, compression="zstd")
              writer.write_table(table)
          if writer is not None:
              writer.close()
          `,
        ),
        para.text(
          'Let an engine do it',
          `Embedded analytical engines such as DuckDB (and DataFrame libraries such as Polars) run
          SQL or expressions over Parquet and CSV files with vectorized, multi-threaded execution
          and can spill to disk when data exceeds memory. For a single machine they are often faster
          than pandas and far simpler than a cluster. Move to a distributed engine (Spark, or the
          warehouse itself) when the data or the computation genuinely exceeds one machine.`,
        ),
        para.code(
          'The same transformation in DuckDB',
          'python',
          `
          import duckdb

          duckdb.sql("""
              COPY (
                  SELECT order_id, customer_id, ordered_at, amount, currency
                  FROM read_csv_auto('orders.csv')
                  WHERE amount > 0
              ) TO 'orders.parquet' (FORMAT parquet, COMPRESSION zstd)
          """)
          `,
        ),
        para.list('Transformation rules that keep pipelines sane', [
          'Parse and type data once, at the staging layer; downstream code should never re-parse strings.',
          'Store timestamps in UTC with an explicit time zone type; convert to local time only for presentation.',
          'Use decimal types for money; floating point cannot represent 0.1 exactly and sums drift.',
          'Keep transformations pure: output depends only on input data and parameters, never on "now" or on the order rows arrive in.',
        ]),
      ],
    },
    {
      id: 'de-batch-loading',
      title: 'Loading: bulk loads, staging tables and atomic swaps',
      description:
        'Why row-by-row inserts are slow, how to bulk load, and how to publish a new version of a table without readers ever seeing half of it.',
      paragraphs: [
        para.text(
          'Row by row is slow',
          `Inserting rows one statement at a time pays a network round trip and a transaction per
          row; loading a million rows can take hours. Databases offer bulk paths that are orders
          of magnitude faster: COPY in PostgreSQL, COPY INTO in Snowflake, load jobs in BigQuery,
          or simply writing Parquet files into a lakehouse table. When you must use INSERT, batch
          thousands of rows per statement and commit once per batch.`,
        ),
        para.code(
          'Bulk loading into PostgreSQL from Python',
          'python',
          `
          import psycopg

          def bulk_load(conn_str, csv_path):
              with psycopg.connect(conn_str) as conn, conn.cursor() as cur:
                  cur.execute("CREATE TEMP TABLE stg_orders (LIKE orders INCLUDING DEFAULTS)")
                  with open(csv_path, "rb") as source:
                      with cur.copy("COPY stg_orders FROM STDIN WITH (FORMAT csv, HEADER true)") as copy:
                          while chunk := source.read(1 << 20):
                              copy.write(chunk)
                  cur.execute("""
                      INSERT INTO orders SELECT * FROM stg_orders
                      ON CONFLICT (order_id) DO UPDATE SET amount = EXCLUDED.amount,
                                                         updated_at = EXCLUDED.updated_at
                  """)
              # leaving the with-block commits the transaction; an exception rolls it back
          `,
        ),
        para.text(
          'Readers must never see half a load',
          `If a job deletes a table's rows and then inserts the new ones, a dashboard that queries in
          between sees an empty table, and a failure in between leaves it empty. Publish
          atomically instead: load into a staging table, validate it, then swap it in within one
          transaction, or use an upsert inside one transaction. In lakehouse formats the commit of
          a new snapshot is the atomic step.`,
        ),
        para.code(
          'Build, check, swap',
          'sql',
          `
          BEGIN;
          CREATE TABLE daily_revenue_new AS
            SELECT order_date, SUM(amount) AS revenue FROM orders GROUP BY order_date;

          -- Refuse to publish an obviously broken result.
          DO $$ BEGIN
            IF (SELECT COUNT(*) FROM daily_revenue_new) = 0 THEN
              RAISE EXCEPTION 'daily_revenue_new is empty, not publishing';
            END IF;
          END $$;

          ALTER TABLE daily_revenue RENAME TO daily_revenue_old;
          ALTER TABLE daily_revenue_new RENAME TO daily_revenue;
          DROP TABLE daily_revenue_old;
          COMMIT;
          `,
        ),
        para.text(
          'Partition overwrite',
          `For large date-partitioned facts the usual unit of work is one partition. A run for
          2025-03-01 replaces exactly that day's partition (INSERT OVERWRITE ... PARTITION in Hive
          and Spark, replaceWhere in Delta Lake, a DELETE plus INSERT of that date inside one
          transaction in a warehouse). Running it twice gives the same result as running it once,
          which is the subject of the orchestration module.`,
        ),
      ],
    },
  ],
};
