import type { InterviewTopicInput } from '../interview-content-schema.ts';

export const cloudWarehouseTopic: InterviewTopicInput = {
  id: 'cloud-warehouses',
  title: 'Cloud & Warehouses',
  description:
    'Columnar storage, partitioning, lakehouse table formats and cloud warehouse cost: how modern data platforms work.',
  duration: 45,
  difficulty: 'Intermediate',
  icon: 'cloud',
  criteria: [
    {
      id: 'cw-storage',
      label: 'Storage internals',
      description: 'Explains columnar formats, compression, file sizes and statistics.',
      lessonIds: ['de-storage-columnar-parquet'],
      problemIds: [],
    },
    {
      id: 'cw-layout',
      label: 'Data layout',
      description: 'Chooses partitioning and clustering from the query patterns.',
      lessonIds: ['de-storage-partitioning'],
      problemIds: [],
    },
    {
      id: 'cw-table-formats',
      label: 'Table formats',
      description: 'Knows what Iceberg, Delta and Hudi add: ACID, time travel, schema evolution.',
      lessonIds: ['de-storage-table-formats'],
      problemIds: [],
    },
    {
      id: 'cw-cost',
      label: 'Cost and performance',
      description: 'Reasons about compute, storage and scan costs, and how to reduce them.',
      lessonIds: ['de-sql-query-plans', 'de-batch-loading'],
      problemIds: [],
    },
    {
      id: 'cw-security',
      label: 'Security and governance',
      description: 'Covers access control, encryption, and data governance in the cloud.',
      lessonIds: ['de-quality-dimensions'],
      problemIds: [],
    },
  ],
  questions: [
    {
      id: 'cw-columnar',
      prompt:
        'Why are columnar formats like Parquet faster for analytics than row formats like CSV?',
      outline: [
        'Queries read only the needed columns; similar values compress well (dictionary, RLE).',
        'Row-group statistics (min/max) allow skipping data.',
        'Types are stored, not re-parsed; row formats suit full-row writes and reads.',
      ],
      criteria: ['cw-storage', 'cw-cost', 'cw-layout'],
    },
    {
      id: 'cw-partitioning',
      prompt: 'How do you choose a partition key for a large events table?',
      outline: [
        'From the filters queries use most, typically event date.',
        'Avoid high-cardinality keys that create tiny partitions; aim for large files per partition.',
        'Cluster or sort within partitions by a secondary filter (customer, event type).',
      ],
      criteria: ['cw-layout', 'cw-cost', 'cw-storage'],
    },
    {
      id: 'cw-lakehouse',
      prompt:
        'What problem do table formats like Apache Iceberg or Delta Lake solve on top of Parquet files?',
      outline: [
        'ACID commits via a metadata/transaction log: readers see consistent snapshots.',
        'Schema and partition evolution, time travel, row-level deletes and merges.',
        'Metadata pruning avoids listing millions of files.',
      ],
      criteria: ['cw-table-formats', 'cw-storage', 'cw-layout'],
    },
    {
      id: 'cw-warehouse-vs-lake',
      prompt: 'Warehouse, data lake or lakehouse: how do you choose for a mid-size company?',
      outline: [
        'Warehouse: managed, SQL-first, fastest to value for BI.',
        'Lake: cheap open storage for raw and semi-structured data, many engines.',
        'Lakehouse combines open formats with warehouse features; choose by team skills and workloads.',
      ],
      criteria: ['cw-table-formats', 'cw-cost', 'cw-security'],
    },
    {
      id: 'cw-scan-cost',
      prompt:
        'Your BigQuery-style bill is per byte scanned. How do you cut it without losing features?',
      outline: [
        'Select only needed columns; filter on partition columns; require partition filters.',
        'Cluster tables; pre-aggregate heavy repeated queries.',
        'Cap cost per query, monitor the top spenders.',
      ],
      criteria: ['cw-cost', 'cw-layout', 'cw-storage'],
    },
    {
      id: 'cw-compute-separation',
      prompt: 'What does "separation of storage and compute" mean and why does it matter?',
      outline: [
        'Data lives in object storage; compute clusters scale independently and can be paused.',
        'Workloads get isolated clusters (ETL vs BI) reading the same data.',
        'Caching and network transfer become the new performance concerns.',
      ],
      criteria: ['cw-cost', 'cw-storage', 'cw-table-formats'],
    },
    {
      id: 'cw-access-control',
      prompt: 'How do you give analysts access to sales data but hide customer e-mails?',
      outline: [
        'Role-based access; column masking policies or secure views for PII.',
        'Row-level security for regional restrictions.',
        'Audit access; manage grants as code.',
      ],
      criteria: ['cw-security', 'cw-layout', 'cw-cost'],
    },
    {
      id: 'cw-bulk-load',
      prompt: 'What is the fastest reliable way to load 2 TB a day into a cloud warehouse?',
      outline: [
        'Stage compressed columnar files in object storage, bulk COPY in parallel.',
        'Right-size files (100 MB–1 GB); avoid row-by-row inserts.',
        'Idempotent loads keyed by file or partition, with load history checks.',
      ],
      criteria: ['cw-cost', 'cw-storage', 'cw-layout'],
    },
    {
      id: 'cw-time-travel',
      prompt: 'Someone ran a bad UPDATE on a production table an hour ago. How do you recover?',
      outline: [
        'Time travel or snapshots: query the table as of before the change, restore or clone it.',
        'Check retention settings; otherwise restore from backups and replay.',
        'Then restrict write access and add safeguards.',
      ],
      criteria: ['cw-table-formats', 'cw-security', 'cw-storage'],
    },
    {
      id: 'cw-file-sizes',
      prompt: 'Why do file and row-group sizes matter for query performance on object storage?',
      outline: [
        'Each file costs a request and metadata; too small means overhead, too large limits parallelism.',
        'Row groups sized for column chunk reads and statistics skipping.',
        'Compaction jobs maintain healthy sizes.',
      ],
      criteria: ['cw-storage', 'cw-layout', 'cw-cost'],
    },
    {
      id: 'cw-semi-structured',
      prompt: 'How do you store and query JSON payloads with evolving fields in a warehouse?',
      outline: [
        'VARIANT/JSON columns for raw payloads; extract frequently used fields to typed columns.',
        'Schema drift monitoring; document the extracted contract.',
        'Flattening arrays with LATERAL/UNNEST changes the grain.',
      ],
      criteria: ['cw-storage', 'cw-table-formats', 'cw-cost'],
    },
    {
      id: 'cw-materialized-views',
      prompt: 'When would you use a materialized view versus a scheduled table build?',
      outline: [
        'Materialized views refresh automatically and incrementally for supported queries.',
        'Scheduled builds handle complex logic, tests and controlled publication.',
        'Cost of refresh vs freshness needed by consumers.',
      ],
      criteria: ['cw-cost', 'cw-layout', 'cw-table-formats'],
    },
    {
      id: 'cw-multi-region',
      prompt: 'Users in the EU and US; data residency rules apply. How do you design the platform?',
      outline: [
        'Keep EU personal data in EU regions; replicate only aggregated or anonymised data.',
        'Separate accounts/projects per region with shared definitions.',
        'Document flows for compliance; cross-region egress has a cost.',
      ],
      criteria: ['cw-security', 'cw-cost', 'cw-layout'],
    },
    {
      id: 'cw-encryption',
      prompt:
        'Explain encryption at rest and in transit in a cloud data platform. Who holds the keys?',
      outline: [
        'TLS for all connections; storage encrypted with provider or customer-managed keys (KMS).',
        'Customer-managed keys allow revocation and rotation policies.',
        'Secrets in a vault, never in code or notebooks.',
      ],
      criteria: ['cw-security', 'cw-storage', 'cw-cost'],
    },
    {
      id: 'cw-concurrency',
      prompt: 'Dashboards slow down every morning at 9 am. What is happening and what do you do?',
      outline: [
        'Concurrency spike: queries queue on a fixed-size cluster.',
        'Autoscale or multi-cluster warehouses, result caching, separate BI from ETL compute.',
        'Pre-compute the heaviest tiles; schedule ETL to finish before 9 am.',
      ],
      criteria: ['cw-cost', 'cw-layout', 'cw-storage'],
    },
  ],
};
