import type { InterviewTopicInput } from '../interview-content-schema.ts';

export const pipelineDesignTopic: InterviewTopicInput = {
  id: 'pipeline-system-design',
  title: 'Pipeline & System Design',
  description:
    'Batch and streaming architectures, orchestration, idempotency and backfills: design data systems end to end.',
  duration: 60,
  difficulty: 'Advanced',
  icon: 'workflow',
  criteria: [
    {
      id: 'pd-requirements',
      label: 'Clarifies requirements',
      description:
        'Asks about volume, latency, consumers and correctness needs before drawing boxes.',
      lessonIds: ['de-batch-etl-vs-elt'],
      problemIds: [],
    },
    {
      id: 'pd-reliability',
      label: 'Idempotency and recovery',
      description: 'Makes reruns safe, handles retries, duplicates and partial failures.',
      lessonIds: ['de-orchestration-idempotency', 'de-streaming-exactly-once'],
      problemIds: ['merge-inventories'],
    },
    {
      id: 'pd-scalability',
      label: 'Scalability',
      description: 'Partitions work and storage, knows where the bottlenecks and skew are.',
      lessonIds: ['de-batch-transform-at-scale', 'de-storage-partitioning'],
      problemIds: [],
    },
    {
      id: 'pd-quality',
      label: 'Data quality and observability',
      description: 'Builds in checks, freshness monitoring, lineage and alerting.',
      lessonIds: ['de-quality-pipeline-checks', 'de-quality-dimensions'],
      problemIds: ['clean-user-records'],
    },
    {
      id: 'pd-tradeoffs',
      label: 'Trade-offs',
      description: 'Compares options (batch vs streaming, build vs buy) with cost and complexity.',
      lessonIds: ['de-streaming-kafka-concepts', 'de-orchestration-dags'],
      problemIds: [],
    },
  ],
  questions: [
    {
      id: 'pd-clickstream-pipeline',
      prompt:
        'Design a pipeline that ingests 1 billion clickstream events a day and serves hourly dashboards.',
      outline: [
        'Clarify: latency (hourly), retention, late events, consumers.',
        'Collect to a log (Kafka/Kinesis), land raw to object storage partitioned by event hour, transform in micro-batches.',
        'Deduplicate by event id, handle late data with a reprocessing window, monitor freshness and volume.',
      ],
      criteria: ['pd-requirements', 'pd-scalability', 'pd-reliability', 'pd-quality'],
    },
    {
      id: 'pd-idempotent-daily-job',
      prompt:
        'Your daily job failed halfway and was rerun; now some rows are duplicated. How do you make it idempotent?',
      outline: [
        'Write per partition (delete-insert or overwrite the day) or MERGE on a key, never blind append.',
        "Derive the run's window from the logical date, not now().",
        'Stage then swap atomically so readers never see a half-written partition.',
      ],
      criteria: ['pd-reliability', 'pd-quality', 'pd-tradeoffs'],
    },
    {
      id: 'pd-backfill',
      prompt: 'A bug produced wrong revenue for the last 90 days. Plan the backfill.',
      outline: [
        "Fix and test the logic, then rerun per partition with the orchestrator's backfill for the date range.",
        'Limit concurrency to protect the warehouse; backfill downstream dependencies in order.',
        'Tell consumers, compare before/after totals, keep the old values until validated.',
      ],
      criteria: ['pd-reliability', 'pd-quality', 'pd-requirements'],
    },
    {
      id: 'pd-batch-vs-streaming',
      prompt:
        'The business wants "real-time" fraud signals. When is streaming worth it, and what does it cost?',
      outline: [
        'Pin the real need: seconds (blocking a payment) vs minutes (alerts) vs hours.',
        'Streaming brings state management, exactly-once concerns, on-call and cost.',
        'Often a hybrid: streaming features for the decision, batch for training and reconciliation.',
      ],
      criteria: ['pd-tradeoffs', 'pd-requirements', 'pd-reliability'],
    },
    {
      id: 'pd-cdc',
      prompt:
        'How would you replicate a production Postgres database into the warehouse with minimal load and latency?',
      outline: [
        'Change data capture from the WAL (Debezium, managed CDC) instead of full dumps.',
        'Apply changes with MERGE ordered by log position; handle deletes and schema changes.',
        'Initial snapshot plus catch-up; monitor replication lag.',
      ],
      criteria: ['pd-scalability', 'pd-reliability', 'pd-tradeoffs'],
    },
    {
      id: 'pd-exactly-once',
      prompt:
        'What does "exactly once" mean in a streaming pipeline, and how do you get close to it?',
      outline: [
        'Delivery is at-least-once in practice; effects can be exactly once.',
        'Idempotent sinks (upsert by key) or transactional writes tied to committed offsets.',
        'Deduplicate on event ids within a bounded window.',
      ],
      criteria: ['pd-reliability', 'pd-tradeoffs', 'pd-quality'],
    },
    {
      id: 'pd-data-skew',
      prompt:
        'A Spark join runs for hours with one task stuck at 99%. What is happening and how do you fix it?',
      outline: [
        'Skewed key: one partition holds most rows (e.g. a null or a giant customer).',
        'Broadcast the small side, salt the hot key, or handle nulls separately; enable adaptive skew join.',
        "Confirm with the stage's task time distribution before and after.",
      ],
      criteria: ['pd-scalability', 'pd-tradeoffs', 'pd-quality'],
    },
    {
      id: 'pd-orchestration-dag',
      prompt:
        'How do you structure dependencies between 200 transformation jobs owned by several teams?',
      outline: [
        'A DAG per domain with explicit dependencies (data-aware scheduling or sensors across DAGs).',
        'Clear ownership, SLAs and alert routing per job.',
        'Keep tasks small and idempotent so retries and backfills are cheap.',
      ],
      criteria: ['pd-tradeoffs', 'pd-reliability', 'pd-quality'],
    },
    {
      id: 'pd-late-data',
      prompt:
        'Mobile events can arrive up to three days late. How do your daily aggregates stay correct?',
      outline: [
        'Partition by event time, reprocess the last N days each run (a sliding window).',
        'Or incremental models that merge late rows into the affected partitions.',
        'Publish completeness (watermark) so consumers know which days are final.',
      ],
      criteria: ['pd-reliability', 'pd-quality', 'pd-requirements'],
    },
    {
      id: 'pd-quality-checks',
      prompt: 'Which data quality checks would you add to a new pipeline on day one?',
      outline: [
        'Schema and not-null/unique on keys; row-count and freshness checks against expectations.',
        'Referential integrity and accepted values for important columns.',
        'Block publication on critical failures; warn on soft anomalies.',
      ],
      criteria: ['pd-quality', 'pd-reliability', 'pd-requirements'],
    },
    {
      id: 'pd-small-files',
      prompt:
        'Your lake table has millions of tiny files and queries got slow. Why, and what do you do?',
      outline: [
        'Each file costs listing, open and metadata overhead; small row groups defeat columnar reads.',
        "Compact into ~128 MB–1 GB files; batch writes; use a table format's optimize/compaction.",
        'Fix the writer (fewer, larger commits) so it does not recur.',
      ],
      criteria: ['pd-scalability', 'pd-tradeoffs', 'pd-quality'],
    },
    {
      id: 'pd-etl-vs-elt',
      prompt: 'ETL or ELT for a new analytics platform on a cloud warehouse? Explain your choice.',
      outline: [
        'ELT: land raw, transform in the warehouse with SQL; flexible and auditable, compute billed by use.',
        'ETL still fits for PII removal before landing, heavy non-SQL processing, or cost control.',
        'Mention the modelling layers (raw, staging, marts).',
      ],
      criteria: ['pd-tradeoffs', 'pd-requirements', 'pd-scalability'],
    },
    {
      id: 'pd-api-ingestion',
      prompt:
        'Ingest data daily from a rate-limited third-party REST API with pagination. Design it.',
      outline: [
        'Incremental extraction by updated_at cursor, saved state per run, pagination until exhausted.',
        'Respect rate limits: backoff with jitter, honour Retry-After, limited concurrency.',
        'Land raw responses first, then parse; replay from raw when parsing changes.',
      ],
      criteria: ['pd-reliability', 'pd-requirements', 'pd-quality'],
    },
    {
      id: 'pd-pii',
      prompt:
        'How do you handle personal data (e-mails, addresses) flowing through your pipelines?',
      outline: [
        'Classify columns, minimise collection, restrict access with roles and masking policies.',
        'Pseudonymise or hash identifiers for analytics; encrypt at rest and in transit.',
        'Support deletion requests: know where data lives (lineage), and propagate deletes.',
      ],
      criteria: ['pd-quality', 'pd-requirements', 'pd-tradeoffs'],
    },
    {
      id: 'pd-cost',
      prompt: 'The data platform bill doubled in a quarter. How do you find and cut the cost?',
      outline: [
        'Attribute cost by job, team and query (tags, query history).',
        'Fix the top offenders: full reloads → incremental, unused tables, oversized clusters, missing partition filters.',
        'Set budgets and alerts; review expensive queries regularly.',
      ],
      criteria: ['pd-scalability', 'pd-tradeoffs', 'pd-quality'],
    },
  ],
};
