import { para } from '../paragraph-builders.ts';
import type { SeedModule } from '../curriculum-types.ts';

export const sqlForPipelinesModule: SeedModule = {
  id: 'de-sql-for-pipelines',
  title: 'SQL for Data Pipelines',
  blurb:
    'The SQL a data engineer writes every day: joins that do not silently multiply rows, window functions for deduplication, incremental upserts and reading query plans.',
  lessons: [
    {
      id: 'de-sql-joins-and-grain',
      title: 'Joins without surprises: grain and fan-out',
      description:
        'Why a join can quietly duplicate revenue, how to state the grain of every table, and the anti-join patterns pipelines rely on.',
      paragraphs: [
        para.text(
          'Grain comes first',
          `The grain of a table is the sentence "one row per ...". An orders table has one row per
          order; an order_items table has one row per order line. Before you join two tables, say
          the grain of each out loud and the grain you expect in the result. Most pipeline bugs
          that produce plausible but wrong numbers are joins whose result grain nobody checked.`,
        ),
        para.text(
          'Fan-out',
          `When you join orders (one row per order) to order_items (many rows per order), every
          order row is repeated once per item. Summing an order-level column such as
          shipping_fee after that join counts each fee several times. The query still runs, the
          dashboard still renders, and the number is too high. This is called fan-out.`,
        ),
        para.code(
          'The bug and two fixes',
          'sql',
          `
          -- Wrong: shipping_fee is repeated once per order line.
          SELECT o.customer_id, SUM(o.shipping_fee) AS shipping, SUM(i.quantity * i.unit_price) AS goods
          FROM orders o
          JOIN order_items i ON i.order_id = o.order_id
          GROUP BY o.customer_id;

          -- Fix: aggregate the many side to the grain of the one side before joining.
          WITH items_per_order AS (
            SELECT order_id, SUM(quantity * unit_price) AS goods
            FROM order_items
            GROUP BY order_id
          )
          SELECT o.customer_id, SUM(o.shipping_fee) AS shipping, SUM(ipo.goods) AS goods
          FROM orders o
          LEFT JOIN items_per_order ipo ON ipo.order_id = o.order_id
          GROUP BY o.customer_id;
          `,
        ),
        para.text(
          'Test the grain, do not assume it',
          `A cheap guard is to compare row counts: after joining orders to a table that should be
          one-to-one, COUNT(*) must equal COUNT(DISTINCT order_id). Pipelines that depend on a
          key being unique should assert it with a test (you will write these in the data quality
          module) rather than trusting the upstream system.`,
        ),
        para.list('Join types you will use in pipelines', [
          'INNER JOIN keeps only matching rows: use it when a missing match means the row is invalid.',
          'LEFT JOIN keeps every row of the left table: the default for enriching facts with dimensions, because a missing dimension row should not delete a sale.',
          'Anti-join (LEFT JOIN ... WHERE right.key IS NULL, or NOT EXISTS) finds rows with no match: new records to insert, orphans to report.',
          'Semi-join (EXISTS) filters by the presence of a match without repeating rows, which avoids fan-out entirely.',
          'FULL OUTER JOIN compares two versions of a dataset, for example yesterday and today, to find inserts, deletes and changes.',
        ]),
        para.code(
          'NULL keys and NOT IN',
          'sql',
          `
          -- NULL never equals anything, not even NULL, so rows with a NULL key never match.
          -- NOT IN is dangerous: if the subquery returns a single NULL, the result is empty.
          SELECT * FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM orders);  -- may return nothing

          -- NOT EXISTS behaves as people expect and is usually planned as an anti-join.
          SELECT c.*
          FROM customers c
          WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id);
          `,
        ),
        para.text(
          'Takeaway',
          `Write the grain of every input and output in a comment at the top of each model, join
          many-to-one rather than many-to-many, aggregate before joining when grains differ, and
          prefer NOT EXISTS over NOT IN. These four habits remove most silent join errors.`,
        ),
      ],
    },
    {
      id: 'de-sql-window-functions',
      title: 'Window functions for deduplication and history',
      description:
        'ROW_NUMBER to keep the latest version of a record, LAG to compare with the previous row, and running totals without self-joins.',
      paragraphs: [
        para.text(
          'What a window function does',
          `A window function computes a value for each row from a set of related rows (its
          window) without collapsing them the way GROUP BY does. The window is defined by
          PARTITION BY (which rows belong together), ORDER BY (their order inside the partition)
          and optionally a frame (which neighbours count, such as "the previous 6 rows").`,
        ),
        para.text(
          'Deduplicating the latest version',
          `Raw data landed from APIs and change-data-capture feeds often contains several versions
          of the same record. The standard pattern is to number the versions per key, newest first,
          and keep number 1. Add a tie-breaker to the ORDER BY (an ingestion id or offset) so two
          versions with the same timestamp always resolve the same way; otherwise reruns can pick
          different rows and your pipeline stops being deterministic.`,
        ),
        para.code(
          'Keep the latest row per customer',
          'sql',
          `
          WITH ranked AS (
            SELECT
              r.*,
              ROW_NUMBER() OVER (
                PARTITION BY customer_id
                ORDER BY updated_at DESC, _ingested_offset DESC
              ) AS rn
            FROM raw_customers r
          )
          SELECT * FROM ranked WHERE rn = 1;

          -- PostgreSQL shorthand for the same idea:
          SELECT DISTINCT ON (customer_id) *
          FROM raw_customers
          ORDER BY customer_id, updated_at DESC, _ingested_offset DESC;
          `,
        ),
        para.list('ROW_NUMBER, RANK and DENSE_RANK differ only on ties', [
          'ROW_NUMBER gives 1, 2, 3, 4 even when rows tie: exactly one row gets 1, which is what deduplication needs.',
          'RANK gives 1, 1, 3, 4: tied rows share a rank and the next rank is skipped.',
          'DENSE_RANK gives 1, 1, 2, 3: tied rows share a rank and no rank is skipped, useful for "top 3 prices".',
        ]),
        para.code(
          'Comparing with the previous row, running totals',
          'sql',
          `
          SELECT
            account_id,
            event_date,
            balance,
            balance - LAG(balance) OVER w AS change_since_previous,
            SUM(amount) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_total,
            AVG(amount) OVER (w ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS avg_7_rows
          FROM daily_balances
          WINDOW w AS (PARTITION BY account_id ORDER BY event_date);
          `,
        ),
        para.text(
          'Frames: ROWS versus RANGE',
          `With an ORDER BY and no explicit frame, most databases use RANGE BETWEEN UNBOUNDED
          PRECEDING AND CURRENT ROW, which treats rows with equal ORDER BY values as peers and
          includes all of them. A running total over days with two rows on the same date then jumps
          by both amounts on the first of them. Say ROWS explicitly when you mean physical rows.
          Also note that "the previous 6 rows" is not "the previous 7 days" when days are missing;
          fill the date spine first (join to a calendar table) if you need calendar windows.`,
        ),
        para.text(
          'Gaps and islands',
          `A classic use of window functions is grouping consecutive rows, for example sessions of
          activity or streaks of days. Subtracting ROW_NUMBER() from the date gives a value that is
          constant within a run of consecutive days, and that value can be grouped on.`,
        ),
        para.code(
          'Streaks of consecutive active days',
          'sql',
          `
          WITH days AS (
            SELECT DISTINCT user_id, activity_date FROM activity
          ), grouped AS (
            SELECT
              user_id,
              activity_date,
              activity_date - (ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY activity_date))::int AS streak_key
            FROM days
          )
          SELECT user_id, MIN(activity_date) AS streak_start, COUNT(*) AS streak_days
          FROM grouped
          GROUP BY user_id, streak_key;
          `,
        ),
      ],
    },
    {
      id: 'de-sql-incremental-upserts',
      title: 'Incremental loads with MERGE and upserts',
      description:
        'Loading only what changed: high-water marks, staging tables, MERGE and INSERT ... ON CONFLICT, and handling deletes.',
      paragraphs: [
        para.text(
          'Full refresh versus incremental',
          `A full refresh rebuilds a table from scratch on every run. It is simple and always
          correct, and it is the right default while a table is small. Once a source holds
          hundreds of millions of rows, rebuilding costs too much time and money, and you switch
          to incremental loading: read only the rows that changed since the last successful run and
          apply them to the target.`,
        ),
        para.list('How to find what changed', [
          'A reliable updated_at column maintained by the source: select rows with updated_at greater than the high-water mark of the previous run.',
          'A monotonically increasing id for append-only data such as events.',
          'Change data capture (CDC) from the database log, which also sees deletes; covered in the streaming module.',
          'A periodic full snapshot compared with the previous snapshot, when the source offers nothing better.',
        ]),
        para.text(
          'High-water marks and late commits',
          `Store the maximum updated_at you processed, not the wall-clock time the job ran. Then
          reread a small overlap window on each run (for example the last 15 minutes before the
          mark): a transaction that started before your previous run but committed after it can
          carry an updated_at older than the mark and would otherwise be skipped forever. The
          overlap produces duplicates, which is fine because the load is an upsert.`,
        ),
        para.code(
          'Stage, deduplicate, then upsert (PostgreSQL)',
          'sql',
          `
          -- 1. Land the extracted batch in a staging table (COPY is fastest).
          CREATE TEMP TABLE stg_customers (LIKE dim_customer_current INCLUDING DEFAULTS);
          COPY stg_customers FROM '/data/batch/customers.csv' WITH (FORMAT csv, HEADER true);

          -- 2. Upsert: insert new keys, update existing ones only when something changed.
          INSERT INTO dim_customer_current AS t (customer_id, email, country, updated_at)
          SELECT DISTINCT ON (customer_id) customer_id, email, country, updated_at
          FROM stg_customers
          ORDER BY customer_id, updated_at DESC
          ON CONFLICT (customer_id) DO UPDATE
            SET email = EXCLUDED.email,
                country = EXCLUDED.country,
                updated_at = EXCLUDED.updated_at
            WHERE EXCLUDED.updated_at > t.updated_at;
          `,
        ),
        para.text(
          'Why deduplicate the batch first',
          `ON CONFLICT DO UPDATE fails with "command cannot affect row a second time" when the same
          key appears twice in one statement, and MERGE in most warehouses raises a similar error
          when several source rows match one target row. Reduce the batch to one row per key before
          the write; the window-function lesson shows how. The WHERE clause on the update makes the
          load safe to replay: an older version can never overwrite a newer one.`,
        ),
        para.code(
          'The same load with MERGE (SQL standard; PostgreSQL 15+, Snowflake, BigQuery, Databricks)',
          'sql',
          `
          MERGE INTO dim_customer_current AS t
          USING (
            SELECT * FROM (
              SELECT s.*, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY updated_at DESC) AS rn
              FROM stg_customers s
            ) d WHERE rn = 1
          ) AS s
          ON t.customer_id = s.customer_id
          WHEN MATCHED AND s.is_deleted THEN DELETE
          WHEN MATCHED AND s.updated_at > t.updated_at THEN
            UPDATE SET email = s.email, country = s.country, updated_at = s.updated_at
          WHEN NOT MATCHED AND NOT s.is_deleted THEN
            INSERT (customer_id, email, country, updated_at)
            VALUES (s.customer_id, s.email, s.country, s.updated_at);
          `,
        ),
        para.text(
          'Deletes',
          `An updated_at filter never sees a row that was hard-deleted at the source. Options are:
          ask for soft deletes (an is_deleted flag with its own updated_at), use CDC, or run a
          periodic reconciliation that anti-joins the full list of source keys against the target
          and removes the orphans. Decide this explicitly, because "deleted upstream, alive
          forever in the warehouse" is one of the most common long-lived data bugs.`,
        ),
      ],
    },
    {
      id: 'de-sql-query-plans',
      title: 'Reading query plans and making queries fast',
      description:
        'EXPLAIN ANALYZE, scans versus index lookups, sargable predicates and the join algorithms a database chooses between.',
      paragraphs: [
        para.text(
          'Ask the database what it did',
          `EXPLAIN shows the plan the optimizer chose; EXPLAIN ANALYZE also runs the query and
          reports real row counts and timings per step. Read a plan from the innermost, most
          indented node outward. The most useful single check is comparing estimated rows with
          actual rows: when they differ by orders of magnitude, the optimizer chose its join order
          and algorithms from wrong statistics, and running ANALYZE on the table often fixes it.`,
        ),
        para.code(
          'A plan in PostgreSQL',
          'sql',
          `
          EXPLAIN (ANALYZE, BUFFERS)
          SELECT c.country, COUNT(*)
          FROM orders o
          JOIN customers c ON c.customer_id = o.customer_id
          WHERE o.ordered_at >= DATE '2025-01-01'
          GROUP BY c.country;

          -- HashAggregate (actual rows=41)
          --   -> Hash Join (hash cond: o.customer_id = c.customer_id)
          --        -> Index Scan using orders_ordered_at_idx on orders o (actual rows=182344)
          --        -> Hash -> Seq Scan on customers c (actual rows=50000)
          `,
        ),
        para.list('Join algorithms and when each wins', [
          'Nested loop: for each outer row, look up matches (ideally through an index). Best when the outer side is small.',
          'Hash join: build a hash table on the smaller input, stream the larger one through it. The workhorse for large unsorted inputs with equality conditions.',
          'Merge join: both inputs sorted on the join key are walked together. Good when inputs are already sorted or indexed on the key.',
          'In distributed engines (Spark, warehouses) the same choice appears as broadcast join (copy the small table to every worker) versus shuffle join (repartition both sides by key).',
        ]),
        para.text(
          'Sargable predicates',
          `An index or a partition can only be used when the filter compares the raw column with a
          value. Wrapping the column in a function hides it: WHERE DATE(ordered_at) = '2025-03-01'
          or WHERE EXTRACT(year FROM ordered_at) = 2025 usually forces a full scan, while the
          equivalent range ordered_at >= '2025-03-01' AND ordered_at < '2025-03-02' can use an index
          on ordered_at and prunes partitions in a warehouse. The same applies to implicit casts,
          such as comparing a text column to a number.`,
        ),
        para.code(
          'Rewrite to a range',
          'sql',
          `
          -- Not sargable: the function must be evaluated for every row.
          SELECT * FROM events WHERE DATE_TRUNC('day', event_time) = DATE '2025-03-01';

          -- Sargable: a range on the bare column.
          SELECT * FROM events
          WHERE event_time >= TIMESTAMP '2025-03-01 00:00:00'
            AND event_time <  TIMESTAMP '2025-03-02 00:00:00';
          `,
        ),
        para.list('A checklist for a slow pipeline query', [
          'Select only the columns you need: columnar warehouses bill and read per column.',
          'Filter early and on partition or cluster columns, with sargable predicates.',
          'Check estimated versus actual rows; refresh statistics if they disagree.',
          'Look for fan-out: a join that produces far more rows than either input.',
          'Avoid SELECT DISTINCT as a fix for duplicates you do not understand; find the join that created them.',
          'Materialize a reused, expensive intermediate result instead of recomputing it in several CTEs (some engines inline CTEs and run them once per reference).',
        ]),
      ],
    },
  ],
};
