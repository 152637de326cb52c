import { para } from '../paragraph-builders.ts';
import type { SeedModule } from '../curriculum-types.ts';

export const orchestrationModule: SeedModule = {
  id: 'de-orchestration',
  title: 'Orchestration: DAGs, Idempotency and Backfills',
  blurb:
    'Scheduling pipelines as DAGs in an Airflow-style orchestrator, designing tasks that can be rerun safely, and backfilling history without drama.',
  lessons: [
    {
      id: 'de-orchestration-dags',
      title: 'Pipelines as DAGs',
      description:
        'Tasks, dependencies and schedules: what an orchestrator does for you and what a well-shaped DAG looks like.',
      paragraphs: [
        para.text(
          'Why an orchestrator',
          `A cron entry can start a script at 02:00. It cannot wait for an upstream file, retry a
          failed step, run independent steps in parallel, show which of last night's 40 steps
          failed, or rerun last Tuesday for one table. An orchestrator (Airflow, Dagster, Prefect
          and others) models a pipeline as a directed acyclic graph (DAG) of tasks with
          dependencies, runs each task when its upstream tasks succeed, and records every run.`,
        ),
        para.code(
          'A daily ELT DAG (Airflow 2 TaskFlow API)',
          'python',
          `
          from datetime import datetime, timedelta

          from airflow.decorators import dag, task

          @dag(
              schedule="@daily",
              start_date=datetime(2025, 1, 1),
              catchup=False,
              default_args={"retries": 3, "retry_delay": timedelta(minutes=5)},
              tags=["orders"],
          )
          def orders_daily():
              @task
              def extract(data_interval_start=None, data_interval_end=None):
                  path = f"s3://lake/raw/orders/{data_interval_start:%Y-%m-%d}.jsonl"
                  # fetch orders updated in [start, end) and write them to path
                  return path

              @task
              def load(path: str, ds=None):
                  # replace partition ds of staging.orders with the contents of path
                  ...

              @task
              def transform(ds=None):
                  # rebuild the ds partition of marts.fct_orders from staging
                  ...

              @task
              def check(ds=None):
                  # fail the run if row counts or totals look wrong
                  ...

              load(extract()) >> transform() >> check()

          orders_daily()
          `,
        ),
        para.list('Shaping tasks', [
          'One task, one responsibility, one output you can point at (a file, a table partition). This makes failures local and reruns cheap.',
          'Pass references between tasks (a path, a table name), not data: XCom and similar channels are meant for small metadata.',
          "Keep heavy computation out of the orchestrator's workers: tasks should trigger work in the warehouse, Spark or a container and wait for it.",
          'Do not put slow code at the top level of a DAG file: the scheduler parses these files continuously.',
        ]),
        para.text(
          'Schedules and data intervals',
          `In Airflow a run is identified by its logical date and covers a data interval. The
          @daily run for the interval 2025-03-01 00:00 to 2025-03-02 00:00 starts after that
          interval ends, that is shortly after midnight on 2 March, and its logical date (ds) is
          2025-03-01. The run processes "the data of March 1st", whenever it actually executes.
          This separation of "which data" from "when it ran" is what makes backfills possible.`,
        ),
      ],
    },
    {
      id: 'de-orchestration-idempotency',
      title: 'Idempotent and deterministic tasks',
      description:
        'The single most important property of a pipeline task: running it twice must give the same result as running it once.',
      paragraphs: [
        para.text(
          'Definitions',
          `A task is idempotent when running it again with the same inputs leaves the system in
          the same state as running it once. It is deterministic when its output depends only on
          its inputs and parameters. Retries, manual reruns and backfills all assume both. A task
          that appends rows is not idempotent: every retry adds the rows again.`,
        ),
        para.list('Patterns that make writes idempotent', [
          'Overwrite the partition you own: DELETE WHERE date = :ds then INSERT, in one transaction, or INSERT OVERWRITE.',
          'Upsert on a natural key (MERGE or ON CONFLICT), so replayed rows update instead of duplicating.',
          'Write files under a path derived from the logical date and replace the whole path, not files named after the current time.',
          'For side effects such as e-mails or API calls, record an idempotency key per logical date and skip work already done.',
        ]),
        para.code(
          'Not idempotent versus idempotent',
          'sql',
          `
          -- Appends again on every retry: duplicates.
          INSERT INTO fct_orders
          SELECT * FROM staging_orders WHERE order_date = '{{ ds }}';

          -- Replaces exactly the partition this run owns: safe to rerun.
          BEGIN;
          DELETE FROM fct_orders WHERE order_date = '{{ ds }}';
          INSERT INTO fct_orders
          SELECT * FROM staging_orders WHERE order_date = '{{ ds }}';
          COMMIT;
          `,
        ),
        para.text(
          'Determinism: never read the clock',
          `A task that filters with WHERE updated_at > NOW() - INTERVAL '1 day' processes different
          data depending on when it runs: a retry three hours later silently skips or repeats three
          hours of changes, and a backfill of last month returns the last day instead. Use the run's
          data interval (data_interval_start and data_interval_end in Airflow) for every time
          filter. The same rule applies to random sampling (fix the seed) and to "latest"
          lookups (pin the version).`,
        ),
        para.code(
          'Using the data interval',
          'sql',
          `
          SELECT *
          FROM raw_orders
          WHERE updated_at >= '{{ data_interval_start }}'
            AND updated_at <  '{{ data_interval_end }}';
          `,
        ),
        para.text(
          'Atomic outputs',
          `Idempotency is undermined if a failed attempt leaves half an output behind that a later
          step reads. Write to a temporary location and move it into place in one step (rename a
          directory, commit a table snapshot, swap a table), so each output either fully exists or
          does not exist.`,
        ),
      ],
    },
    {
      id: 'de-orchestration-backfills',
      title: 'Backfills, catch-up and reruns',
      description:
        'How to reprocess history safely: backfill commands, concurrency limits, dependencies on the past and what breaks when tasks are not idempotent.',
      paragraphs: [
        para.text(
          'When you backfill',
          `You backfill when a new pipeline needs history, when a bug fix must be applied to past
          partitions, or when an upstream source re-delivers corrected data. Because each run is
          parameterised by its data interval and writes only its own partition, a backfill is just
          the same DAG run for many past intervals.`,
        ),
        para.code(
          'Backfilling one quarter in Airflow',
          'bash',
          `
          # Airflow 2: re-run every daily interval in the range.
          # (Airflow 3 replaces this with: airflow backfill create --dag-id orders_daily ...)
          airflow dags backfill orders_daily \\
            --start-date 2025-01-01 \\
            --end-date 2025-03-31 \\
            --reset-dagruns
          # Parallelism is capped by the DAG itself: @dag(..., max_active_runs=4)
          `,
        ),
        para.list('Backfill checklist', [
          'Confirm every task is idempotent and uses the data interval, never the current time.',
          'Cap concurrency (max_active_runs, pools) so the backfill does not starve the daily run or overload the source.',
          'Know which downstream tables read the partitions you rewrite and whether they must be backfilled too.',
          'Check whether the source still holds the old data: many APIs only return the last 30 or 90 days.',
          'Communicate: dashboards will change, and stakeholders should know why.',
        ]),
        para.text(
          'catchup and depends_on_past',
          `With catchup=True, unpausing a DAG whose start_date is in the past creates a run for
          every missed interval; that is a backfill you may not have intended, so many teams set
          catchup=False and backfill explicitly. depends_on_past=True makes a task wait until its
          previous run succeeded, which is required for cumulative tables (each day builds on the
          previous day's state) but serialises backfills. Prefer designs where each partition can
          be computed from source data alone.`,
        ),
        para.text(
          'Failure handling',
          `Retries with a delay absorb transient failures (a timeout, a briefly unavailable
          warehouse). They must not hide real errors: after the last retry the task fails and
          someone is alerted. Sensors wait for an upstream condition (a file, a partition, another
          DAG) with a timeout; give them "reschedule" mode so a waiting sensor does not hold a
          worker slot. Define what "late" means (an SLA or a freshness check) so a pipeline that
          silently stopped running is noticed.`,
        ),
      ],
    },
  ],
};
