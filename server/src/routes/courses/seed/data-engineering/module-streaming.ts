import { para } from '../paragraph-builders.ts';
import type { SeedModule } from '../curriculum-types.ts';

export const streamingModule: SeedModule = {
  id: 'de-streaming',
  title: 'Streaming Data with Kafka',
  blurb:
    'Logs, topics and partitions; event time, windows and watermarks; and what "exactly once" really means in a streaming pipeline.',
  lessons: [
    {
      id: 'de-streaming-kafka-concepts',
      title: 'Kafka concepts: topics, partitions, offsets and consumer groups',
      description:
        'The log abstraction behind Kafka, how keys decide ordering, and how consumer groups share work.',
      paragraphs: [
        para.text(
          'The log',
          `Kafka stores streams of records in topics. A topic is split into partitions, and each
          partition is an append-only, ordered log: records get consecutive offsets (0, 1, 2, ...)
          and are retained for a configured time or size regardless of whether anyone has read
          them. Consumers do not delete what they read; each consumer simply remembers the offset
          it has reached, so several independent applications can read the same topic at their
          own pace, and a consumer can rewind to reprocess.`,
        ),
        para.list('Terms you need', [
          'Producer: writes records (key, value, headers, timestamp) to a topic.',
          'Partition: the unit of ordering and parallelism. Order is guaranteed only within one partition.',
          'Key: the default partitioner hashes the key, so all records with the same key (for example one customer) land in the same partition and stay in order.',
          'Broker: a Kafka server; each partition is replicated to several brokers, one of which is the leader.',
          'Consumer group: consumers sharing a group id split the partitions between them; each partition is read by exactly one member of the group.',
          'Committed offset: the position a group has durably recorded per partition; after a restart consumption resumes from it.',
          'Compacted topic: keeps at least the latest record per key, turning the log into a changelog of current state.',
        ]),
        para.code(
          'Producing with keys and consuming with manual commits (confluent-kafka)',
          'python',
          `
          import json
          from confluent_kafka import Consumer, Producer

          producer = Producer({"bootstrap.servers": "localhost:9092", "enable.idempotence": True, "acks": "all"})
          order = {"order_id": "o-991", "customer_id": "c-17", "amount": "42.50"}
          producer.produce("orders", key=order["customer_id"], value=json.dumps(order))
          producer.flush()

          consumer = Consumer({
              "bootstrap.servers": "localhost:9092",
              "group.id": "order-enricher",
              "enable.auto.commit": False,
              "auto.offset.reset": "earliest",
          })
          consumer.subscribe(["orders"])
          while True:
              msg = consumer.poll(1.0)
              if msg is None:
                  continue
              if msg.error():
                  raise RuntimeError(msg.error())
              handle(json.loads(msg.value()))                 # do the work first...
              consumer.commit(message=msg, asynchronous=False)  # ...then record progress
          `,
        ),
        para.text(
          'Parallelism is bounded by partitions',
          `A group with more consumers than partitions leaves the extra consumers idle, so the
          partition count caps consumer parallelism. Choose it with growth in mind; increasing it
          later changes which partition a key hashes to, which breaks per-key ordering for
          existing keys. When consumers join or leave, the group rebalances and partitions move
          between members; processing must tolerate seeing a few records again after a rebalance.`,
        ),
      ],
    },
    {
      id: 'de-streaming-windows',
      title: 'Event time, windows and watermarks',
      description:
        'Aggregating an unbounded stream: tumbling, hopping and session windows, and deciding when a window is complete.',
      paragraphs: [
        para.text(
          'Event time versus processing time',
          `Event time is when something happened (the click, recorded by the device). Processing
          time is when your pipeline sees it. They differ because of network delays, retries,
          batching on phones that were offline, and backlogs after an outage. Aggregating by
          processing time is simple but produces different answers every time you replay the data;
          aggregating by event time produces the correct, reproducible answer but requires deciding
          how long to wait for late records.`,
        ),
        para.list('Window types', [
          'Tumbling: fixed-size, non-overlapping windows (every 5 minutes: 10:00-10:05, 10:05-10:10). Each event belongs to exactly one window.',
          'Hopping (sliding): fixed-size windows that advance by a smaller step (10-minute windows every minute). Each event belongs to several windows; good for moving averages.',
          'Session: windows per key that close after a gap of inactivity (30 minutes without events ends a visit). Their length depends on the data.',
        ]),
        para.text(
          'Watermarks',
          `A watermark is the stream processor's assertion that no more events with an event time
          earlier than T are expected. A common choice is "maximum event time seen minus an allowed
          lateness", for example 10 minutes. When the watermark passes the end of a window the
          window's result is emitted and its state can be dropped. Events that arrive after that
          are late: they can be dropped, sent to a side output for correction, or used to update an
          already emitted result if the sink accepts updates. A longer lateness bound means more
          complete results but more latency and more state kept in memory.`,
        ),
        para.code(
          'Windowed counts with a watermark (Spark Structured Streaming)',
          'python',
          `
          from pyspark.sql import SparkSession, functions as F

          spark = SparkSession.builder.appName("page-views").getOrCreate()

          views = (
              spark.readStream.format("kafka")
              .option("kafka.bootstrap.servers", "localhost:9092")
              .option("subscribe", "page_views")
              .load()
              .select(F.from_json(F.col("value").cast("string"),
                                  "page string, user_id string, event_time timestamp").alias("v"))
              .select("v.*")
          )

          counts = (
              views.withWatermark("event_time", "10 minutes")
              .groupBy(F.window("event_time", "5 minutes"), "page")
              .count()
          )

          query = (
              counts.writeStream.outputMode("append")      # emit each window once, when final
              .format("parquet")
              .option("path", "s3://lake/page_view_counts/")
              .option("checkpointLocation", "s3://lake/_checkpoints/page_view_counts/")
              .start()
          )
          `,
        ),
        para.text(
          'Checkpoints',
          `The checkpoint location stores the consumed offsets and the window state. After a crash
          the query restarts from the checkpoint instead of from the beginning of the topic or from
          "now". Never share a checkpoint between two queries, and treat changing a query's
          aggregation logic as a new query with a new checkpoint.`,
        ),
      ],
    },
    {
      id: 'de-streaming-exactly-once',
      title: 'Delivery guarantees and exactly-once processing',
      description:
        'At-most-once, at-least-once and exactly-once; idempotent producers, Kafka transactions and idempotent sinks.',
      paragraphs: [
        para.list('The three guarantees', [
          'At most once: commit the offset before processing. A crash after the commit loses the record. Acceptable for some metrics, rarely for business data.',
          'At least once: process, then commit. A crash between the two reprocesses the record after restart. This is the usual default, so downstream must tolerate duplicates.',
          'Exactly once: every record affects the result exactly one time, even across crashes and retries. Achieved by making the processing and the offset commit atomic, or by making the effect idempotent.',
        ]),
        para.text(
          'Exactly once inside Kafka',
          `Kafka offers two building blocks. The idempotent producer (enable.idempotence=true,
          the default in recent clients) attaches a producer id and sequence numbers so a retried
          send is not written twice to a partition. Transactions let a consume-transform-produce
          application write its output records and its consumer offsets atomically: either all of
          them become visible to consumers reading with isolation.level=read_committed, or none do.
          Kafka Streams enables this with processing.guarantee=exactly_once_v2.`,
        ),
        para.text(
          'Exactly once into external systems',
          `Kafka transactions stop at Kafka's boundary. When the sink is a database or a data lake,
          the effect must be made idempotent or atomic with the offsets: upsert by a unique event
          id so replays overwrite rather than duplicate; or store the consumed offsets in the same
          database transaction as the results and resume from them; or use a sink that commits data
          and offsets together (Spark's file sink and Delta Lake record which batch ids were
          committed). The phrase to remember is "effectively once": at-least-once delivery plus
          idempotent processing.`,
        ),
        para.code(
          'Idempotent sink: offsets and results in one transaction',
          'python',
          `
          def process_batch(conn, records):
              with conn.transaction():
                  for r in records:
                      conn.execute(
                          """INSERT INTO payments (event_id, account_id, amount)
                             VALUES (%s, %s, %s)
                             ON CONFLICT (event_id) DO NOTHING""",
                          (r.event_id, r.account_id, r.amount),
                      )
                  last = records[-1]
                  conn.execute(
                      """INSERT INTO consumer_offsets (topic, partition, next_offset)
                         VALUES (%s, %s, %s)
                         ON CONFLICT (topic, partition) DO UPDATE SET next_offset = EXCLUDED.next_offset""",
                      (last.topic, last.partition, last.offset + 1),
                  )
          # On start-up, read consumer_offsets and seek each assigned partition to next_offset.
          `,
        ),
        para.text(
          'The outbox and CDC',
          `A service that writes to its database and then publishes an event can crash between the
          two, leaving them inconsistent. The transactional outbox pattern writes the event into
          an outbox table in the same database transaction as the business change; a relay (often
          a change-data-capture tool such as Debezium reading the database's write-ahead log)
          publishes outbox rows to Kafka. CDC also turns any table into a stream of inserts,
          updates and deletes, which is how many warehouses are kept in near real-time sync.`,
        ),
      ],
    },
  ],
};
