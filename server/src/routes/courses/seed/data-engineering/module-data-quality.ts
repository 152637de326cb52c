import { para } from '../paragraph-builders.ts';
import type { SeedModule } from '../curriculum-types.ts';

export const dataQualityModule: SeedModule = {
  id: 'de-data-quality',
  title: 'Data Quality and Testing',
  blurb:
    'Unit tests for transformation code, data tests that run inside the pipeline, contracts with upstream teams, and what to do with bad rows.',
  lessons: [
    {
      id: 'de-quality-dimensions',
      title: 'What "good data" means: dimensions and contracts',
      description:
        'Completeness, uniqueness, validity, consistency, timeliness and accuracy, and turning expectations into contracts.',
      paragraphs: [
        para.list('Dimensions of data quality', [
          'Completeness: required values are present (no NULL customer_id on an order) and no rows are missing (yesterday has a normal number of orders).',
          'Uniqueness: keys that should be unique are (one row per order_id).',
          'Validity: values conform to their type, format and allowed set (country codes are ISO 3166, amounts are non-negative).',
          "Consistency: related data agrees (every order's customer exists; line totals add up to the order total).",
          'Timeliness (freshness): data is as recent as consumers need (the orders table is at most 2 hours behind).',
          'Accuracy: data reflects reality. The hardest to test automatically; usually checked by reconciliation with a source of truth such as the finance ledger.',
        ]),
        para.text(
          'Data contracts',
          `Many incidents start upstream: an application team renames a column or changes a unit
          from euros to cents, and the pipeline keeps running with wrong numbers. A data contract
          is an explicit, versioned agreement about a dataset: its schema, semantics, quality
          expectations, freshness and owner. It is enforced in code, for example by validating
          events against a schema registry at publish time or by checks in the producer's CI, so
          breaking changes are caught before they ship rather than discovered in a dashboard.`,
        ),
        para.code(
          'A contract as code (YAML)',
          'yaml',
          `
          dataset: orders
          owner: checkout-team@example.com
          version: 2
          freshness:
            max_delay_minutes: 120
          columns:
            - name: order_id
              type: string
              constraints: [not_null, unique]
            - name: amount_cents
              type: integer
              description: Order total in the smallest currency unit, taxes included.
              constraints: [not_null, {min: 0}]
            - name: currency
              type: string
              constraints: [not_null, {accepted_values: [EUR, USD, GBP]}]
          `,
        ),
        para.text(
          'Fail loudly or degrade gracefully',
          `For each check decide the severity in advance. A duplicated primary key in a finance fact
          should stop the pipeline before publication (a blocking check). A 3 percent dip in
          daily volume may only warrant a warning. Blocking everything makes pipelines brittle;
          warning about everything trains people to ignore alerts.`,
        ),
      ],
    },
    {
      id: 'de-quality-unit-tests',
      title: 'Unit testing transformation code',
      description:
        'Testing pipeline logic with small, explicit fixtures in pytest, and keeping transformations testable.',
      paragraphs: [
        para.text(
          'Test the logic, not the warehouse',
          `Transformation logic (deduplication, currency conversion, sessionization) deserves the
          same tests as application code. Structure the code so the logic is a pure function from
          input rows to output rows, and keep I/O (reading from S3, writing to the warehouse) at the
          edges. Then tests can feed a handful of hand-written rows, including the awkward cases,
          and compare the output exactly.`,
        ),
        para.code(
          'A pure transformation',
          'python',
          `
          # transforms.py
          import pandas as pd

          def latest_per_customer(df: pd.DataFrame) -> pd.DataFrame:
              """Keep the newest version of each customer; ties broken by the ingestion offset."""
              ordered = df.sort_values(["customer_id", "updated_at", "offset"], ascending=[True, False, False])
              return ordered.drop_duplicates("customer_id", keep="first").reset_index(drop=True)
          `,
        ),
        para.code(
          'Tests with explicit edge cases',
          'python',
          `
          # test_transforms.py
          import pandas as pd
          import pandas.testing as pdt
          from transforms import latest_per_customer

          def make(rows):
              return pd.DataFrame(rows, columns=["customer_id", "email", "updated_at", "offset"]).astype(
                  {"updated_at": "datetime64[ns, UTC]"}
              )

          def test_keeps_newest_version():
              df = make([
                  ("c1", "old@example.com", "2025-03-01T10:00Z", 1),
                  ("c1", "new@example.com", "2025-03-02T10:00Z", 2),
              ])
              assert latest_per_customer(df)["email"].tolist() == ["new@example.com"]

          def test_same_timestamp_uses_offset_as_tie_breaker():
              df = make([
                  ("c1", "first@example.com", "2025-03-01T10:00Z", 7),
                  ("c1", "second@example.com", "2025-03-01T10:00Z", 8),
              ])
              assert latest_per_customer(df)["email"].tolist() == ["second@example.com"]

          def test_empty_input_gives_empty_output():
              result = latest_per_customer(make([]))
              pdt.assert_frame_equal(result, make([]))
          `,
        ),
        para.list('Cases every transformation test suite should cover', [
          'Empty input.',
          'Duplicates and ties.',
          'NULLs in keys, in numeric columns and in columns used for joins.',
          'Time zone and daylight-saving boundaries for anything bucketed by local day.',
          'Late or out-of-order records.',
          'Values at the edges of allowed ranges (zero, negative, very large, very long strings).',
        ]),
        para.text(
          'SQL models too',
          `SQL transformations can be tested the same way: create tiny input tables, run the model,
          compare with an expected table. dbt supports this with unit tests declared in YAML
          (given inputs, expected output), and DuckDB makes it cheap to run such tests locally
          without a warehouse connection.`,
        ),
      ],
    },
    {
      id: 'de-quality-pipeline-checks',
      title: 'Data tests inside the pipeline',
      description:
        'Checks that run on every load: not null, unique, accepted values, relationships, freshness and volume anomalies, plus quarantining bad rows.',
      paragraphs: [
        para.text(
          'Tests on real data',
          `Unit tests prove the code is right for the inputs you imagined; data tests check the data
          you actually received. They run as steps in the pipeline, after a load and before the
          result is published, and they are usually written as queries that return the offending
          rows: zero rows means the test passes.`,
        ),
        para.code(
          'dbt-style declarative tests',
          'yaml',
          `
          models:
            - name: fct_orders
              columns:
                - name: order_id
                  data_tests: [not_null, unique]
                - name: status
                  data_tests:
                    - accepted_values:
                        values: [placed, paid, shipped, delivered, returned]
                - name: customer_key
                  data_tests:
                    - relationships:
                        to: ref('dim_customer')
                        field: customer_key
          sources:
            - name: shop
              tables:
                - name: orders
                  loaded_at_field: _extracted_at
                  freshness:
                    warn_after: {count: 2, period: hour}
                    error_after: {count: 6, period: hour}
          `,
        ),
        para.code(
          'The same checks as plain SQL (each must return zero rows)',
          'sql',
          `
          -- unique
          SELECT order_id, COUNT(*) FROM fct_orders GROUP BY order_id HAVING COUNT(*) > 1;

          -- relationships: orders pointing at a customer that does not exist
          SELECT f.order_id FROM fct_orders f
          LEFT JOIN dim_customer d ON d.customer_key = f.customer_key
          WHERE d.customer_key IS NULL;

          -- volume: today's row count far outside the last four weeks' range
          WITH daily AS (
            SELECT order_date, COUNT(*) AS n FROM fct_orders
            WHERE order_date >= CURRENT_DATE - 28 GROUP BY order_date
          ), stats AS (
            SELECT AVG(n) AS mean, STDDEV_SAMP(n) AS sd FROM daily WHERE order_date < CURRENT_DATE
          )
          SELECT d.order_date, d.n FROM daily d, stats s
          WHERE d.order_date = CURRENT_DATE AND ABS(d.n - s.mean) > 3 * s.sd;
          `,
        ),
        para.text(
          'Quarantine instead of dropping',
          `When individual rows are invalid (an unparseable date, a negative quantity), silently
          dropping them hides the problem and filtering them without a trace makes totals
          disagree with the source. Route them to a quarantine (dead-letter) table with the reason
          and the raw payload, publish the valid rows, and alert when the quarantine rate exceeds a
          threshold. Once the cause is fixed, the quarantined rows can be replayed.`,
        ),
        para.list('Observability beyond tests', [
          'Track row counts, null rates and distinct counts per column over time and alert on sudden changes.',
          'Record lineage (which job produced which table from which inputs) so an incident can be traced upstream and its impact downstream.',
          'Monitor freshness of every published table, not only whether jobs succeeded: a job can succeed while processing nothing.',
          'Give every dataset an owner who receives its alerts.',
        ]),
      ],
    },
  ],
};
