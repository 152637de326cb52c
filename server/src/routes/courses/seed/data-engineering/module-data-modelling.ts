import { para } from '../paragraph-builders.ts';
import type { SeedModule } from '../curriculum-types.ts';

export const dataModellingModule: SeedModule = {
  id: 'de-data-modelling',
  title: 'Data Modelling for Analytics',
  blurb:
    'Dimensional modelling as it is practised: choosing the grain, facts and dimensions, star schemas, surrogate keys and slowly changing dimensions.',
  lessons: [
    {
      id: 'de-modelling-oltp-vs-olap',
      title: 'OLTP versus OLAP: why analytics needs its own model',
      description:
        'Operational schemas are normalized for safe writes; analytical schemas are shaped for fast, understandable reads. Here is why.',
      paragraphs: [
        para.text(
          'Two workloads',
          `An operational (OLTP) database serves the application: many small transactions that read
          or write a handful of rows by key, such as "place order 8812". It is normalized (third
          normal form) so every fact is stored once and updates cannot leave copies disagreeing.
          An analytical (OLAP) workload asks different questions: "revenue by country and month for
          three years" scans millions of rows, touches few columns and never updates in place.`,
        ),
        para.list('Consequences for the analytical model', [
          'Reads dominate, so some redundancy is acceptable if it removes joins and makes queries obvious.',
          'History matters: the warehouse keeps what a customer looked like last year, while the application only keeps today.',
          'Many sources are combined, so keys from different systems must be reconciled.',
          'Business users write queries too, so names should be business terms, not application internals.',
        ]),
        para.code(
          'The same data, two kinds of question',
          'sql',
          `
          -- OLTP: touch one order by its key, inside a short transaction. Needs an index, not a scan.
          UPDATE orders SET status = 'paid', paid_at = now() WHERE order_id = 8812;

          -- OLAP: scan three years of orders, read three columns, aggregate millions of rows.
          SELECT c.country, date_trunc('month', o.ordered_at) AS month, SUM(o.amount) AS revenue
          FROM orders o
          JOIN customers c ON c.customer_id = o.customer_id
          WHERE o.ordered_at >= DATE '2023-01-01'
          GROUP BY 1, 2
          ORDER BY 1, 2;
          `,
        ),
        para.text(
          'Where the model lives',
          `A common layering is raw (exact copies of sources, append-only), staging (cleaned, typed
          and renamed, still one table per source table), and marts (business-facing facts and
          dimensions). Keeping raw data immutable means any downstream table can be rebuilt after a
          bug fix. Tools such as dbt organise SQL models in exactly these layers.`,
        ),
        para.text(
          'Normalization in one minute',
          `First normal form: atomic values, no repeating groups. Second: every non-key column
          depends on the whole key. Third: no non-key column depends on another non-key column
          (a customer's country does not belong on the order row). Dimensional modelling
          deliberately denormalizes dimensions (the country sits on the customer dimension next to
          the region it belongs to) while keeping facts narrow.`,
        ),
      ],
    },
    {
      id: 'de-modelling-star-schema',
      title: 'Star schemas: facts, dimensions and grain',
      description:
        'The four steps of dimensional design, a worked star schema for an online shop, and the three kinds of fact table.',
      paragraphs: [
        para.list('The four design steps (Kimball)', [
          'Pick the business process: for example, customers placing orders.',
          'Declare the grain: one row per order line. Everything else follows from this sentence.',
          'Identify the dimensions: the who, what, where and when that describe a row (customer, product, store, date).',
          'Identify the facts: the numeric measurements at that grain (quantity, net amount, discount).',
        ]),
        para.text(
          'Facts and dimensions',
          `A fact table holds measurements and foreign keys to dimensions; it is long and narrow and
          grows with every event. A dimension table holds descriptive attributes used to filter and
          group; it is wide and comparatively short. Drawn out, the fact sits in the middle with
          dimensions around it, hence "star". If dimensions are further normalized into
          sub-dimensions (product to category to department) the result is a snowflake schema,
          which saves little space and costs joins, so star schemas are usually preferred.`,
        ),
        para.code(
          'A star schema for order lines',
          'sql',
          `
          CREATE TABLE dim_date (
            date_key      integer PRIMARY KEY,       -- 20250301
            full_date     date NOT NULL,
            year          smallint NOT NULL,
            quarter       smallint NOT NULL,
            month         smallint NOT NULL,
            is_weekend    boolean NOT NULL
          );

          CREATE TABLE dim_product (
            product_key   bigint PRIMARY KEY,        -- surrogate key
            product_id    text NOT NULL,             -- natural key from the shop system
            name          text NOT NULL,
            category      text NOT NULL,
            department    text NOT NULL
          );

          CREATE TABLE fct_order_line (
            order_id      text NOT NULL,             -- degenerate dimension
            line_number   integer NOT NULL,
            date_key      integer NOT NULL REFERENCES dim_date,
            customer_key  bigint NOT NULL REFERENCES dim_customer,
            product_key   bigint NOT NULL REFERENCES dim_product,
            quantity      integer NOT NULL,
            net_amount    numeric(12,2) NOT NULL,
            discount      numeric(12,2) NOT NULL,
            PRIMARY KEY (order_id, line_number)
          );
          `,
        ),
        para.text(
          'Additive, semi-additive and non-additive facts',
          `Quantity and net amount are additive: they can be summed across every dimension. An
          account balance is semi-additive: summing balances across accounts makes sense, summing
          them across days does not (use the last or average value over time). Ratios such as
          margin percentage are non-additive: store the numerator and denominator and divide after
          aggregating, never average pre-computed ratios.`,
        ),
        para.list('Three kinds of fact table', [
          'Transaction facts: one row per event (an order line, a payment). The most common and most flexible.',
          'Periodic snapshot facts: one row per entity per period (inventory per product per day, balance per account per month), for measuring levels rather than flows.',
          'Accumulating snapshot facts: one row per process instance with a column per milestone (ordered, paid, shipped, delivered dates), updated as the process advances; ideal for lead-time analysis.',
        ]),
        para.text(
          'Conformed dimensions',
          `When the orders fact and the returns fact both use the same dim_product and dim_date,
          results from the two can be placed side by side and compared ("drilled across"). These
          shared dimensions are called conformed. Agreeing on conformed dimensions across teams is
          what turns a set of disconnected tables into a warehouse.`,
        ),
      ],
    },
    {
      id: 'de-modelling-scd',
      title: 'Slowly changing dimensions',
      description:
        'Type 1, 2 and 3 dimensions, the validity-interval pattern in SQL, and how facts find the right version of a dimension row.',
      paragraphs: [
        para.text(
          'The problem',
          `A customer moves from Berlin to Munich. Should last year's orders be reported under
          Berlin (where the customer lived when ordering) or Munich (where they live now)? Both
          answers are legitimate; the slowly changing dimension (SCD) type you choose per attribute
          decides which one your warehouse can give.`,
        ),
        para.list('The common types', [
          'Type 0: the attribute never changes after the first load (date of birth, original signup channel).',
          'Type 1: overwrite. History is lost; all facts report the current value. Right for corrections such as a fixed typo.',
          'Type 2: add a new row per change with validity dates and a current-row flag. Facts keep pointing at the version that was true when they happened.',
          'Type 3: keep the previous value in an extra column (previous_region). Supports exactly one step of history; rarely enough.',
        ]),
        para.code(
          'A type 2 customer dimension',
          'sql',
          `
          CREATE TABLE dim_customer (
            customer_key   bigserial PRIMARY KEY,     -- one per version
            customer_id    text NOT NULL,             -- natural key, repeats across versions
            city           text NOT NULL,
            segment        text NOT NULL,
            valid_from     timestamptz NOT NULL,
            valid_to       timestamptz NOT NULL DEFAULT 'infinity',
            is_current     boolean NOT NULL DEFAULT true
          );
          CREATE UNIQUE INDEX one_current_version ON dim_customer (customer_id) WHERE is_current;
          `,
        ),
        para.code(
          'Applying a batch of changes',
          'sql',
          `
          -- stg_customers holds one row per customer_id with its latest attributes and change time.
          BEGIN;

          -- 1. Close the current version of customers whose tracked attributes changed.
          UPDATE dim_customer d
          SET valid_to = s.changed_at, is_current = false
          FROM stg_customers s
          WHERE d.customer_id = s.customer_id
            AND d.is_current
            AND (d.city, d.segment) IS DISTINCT FROM (s.city, s.segment);

          -- 2. Insert a new current version for changed and brand-new customers.
          INSERT INTO dim_customer (customer_id, city, segment, valid_from)
          SELECT s.customer_id, s.city, s.segment, s.changed_at
          FROM stg_customers s
          LEFT JOIN dim_customer d ON d.customer_id = s.customer_id AND d.is_current
          WHERE d.customer_id IS NULL;

          COMMIT;
          `,
        ),
        para.text(
          'Why IS DISTINCT FROM',
          `A plain inequality (d.city <> s.city) is NULL, not true, when either side is NULL, so a
          change from NULL to a value would be missed. IS DISTINCT FROM treats NULLs as comparable
          values. Step 2 works for both changed and new customers because step 1 already closed the
          old version, leaving no current row for them.`,
        ),
        para.code(
          'Looking up the right version when loading facts',
          'sql',
          `
          SELECT o.order_id, d.customer_key, o.amount
          FROM stg_orders o
          JOIN dim_customer d
            ON d.customer_id = o.customer_id
           AND o.ordered_at >= d.valid_from
           AND o.ordered_at <  d.valid_to;
          `,
        ),
        para.text(
          'Half-open intervals',
          `Use valid_from inclusive and valid_to exclusive, with the next version's valid_from equal
          to the previous version's valid_to. Intervals then tile time exactly: every instant
          belongs to one version, with no gaps and no overlaps, and BETWEEN (which is inclusive at
          both ends) is never needed. dbt's snapshot feature implements this same pattern for you.`,
        ),
      ],
    },
    {
      id: 'de-modelling-keys',
      title: 'Surrogate keys, late-arriving data and other modelling decisions',
      description:
        'Surrogate versus natural keys, hashing keys, unknown members for late-arriving dimensions, and when one big table is fine.',
      paragraphs: [
        para.text(
          'Surrogate keys',
          `A natural key comes from the source system (customer_id "C-1042"). A surrogate key is
          generated by the warehouse and has no business meaning. Type 2 dimensions need surrogate
          keys because the natural key repeats across versions. Surrogates also insulate the
          warehouse from source systems that reuse or change ids, and from merging two systems
          whose ids collide.`,
        ),
        para.code(
          'Deterministic hash keys',
          'sql',
          `
          -- Sequences depend on load order, so a rebuilt table gets different keys.
          -- A hash of the natural key (plus version start for SCD2) is stable across rebuilds.
          SELECT
            MD5(CONCAT_WS('|', source_system, customer_id, CAST(valid_from AS text))) AS customer_key,
            *
          FROM stg_customer_versions;
          `,
        ),
        para.text(
          'Late-arriving dimensions',
          `Sometimes a fact arrives before its dimension row: an order references a product the
          product feed has not delivered yet. Dropping the fact loses revenue; a NULL foreign key
          breaks inner joins. The standard answer is an "unknown" member: either a single row with
          key -1 ("Unknown product") or an inferred row created from the natural key with
          placeholder attributes, which the dimension load later fills in. Count how many facts
          point at unknown members and alert when it grows.`,
        ),
        para.list('Other decisions you will meet', [
          'Degenerate dimensions: identifiers such as order_id that live on the fact because they have no attributes of their own.',
          'Junk dimensions: a small table of combinations of low-cardinality flags (is_gift, payment_type) instead of many flag columns on the fact.',
          'Bridge tables: for many-to-many relationships, such as an account with several holders, with a weighting factor so amounts are not double counted.',
          'One big table (OBT): a pre-joined wide table for a single use case. With columnar storage it is often fast and convenient; build it from the star schema so the logic lives in one place.',
        ]),
        para.text(
          'Takeaway',
          `Dimensional modelling is mostly about being explicit: the grain of each fact, which
          attributes keep history, what happens when a key is missing. Write those decisions down
          next to the model, test them, and analysts will trust the numbers.`,
        ),
      ],
    },
  ],
};
