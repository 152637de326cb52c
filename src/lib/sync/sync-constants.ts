/** Tuning of the sync engine (src/lib/sync/sync-engine.ts); units in the names. */

/** First retry after a passing failure waits up to this long (full jitter: 0…this). */
export const SYNC_BACKOFF_BASE_MS = 1_000;
/** No retry waits longer than this, however many failures in a row. */
export const SYNC_BACKOFF_CAP_MS = 60_000;
/** A write is sent this long after it was saved, so a burst of writes shares one request. */
export const SYNC_AFTER_WRITE_DELAY_MS = 250;
/** At most this many mutations per request (the server's limit, common/sync/sync-schema.ts). */
export const SYNC_BATCH_MAX_MUTATIONS = 100;
/** Keep a request well under the server's JSON body limit (1 MiB). */
export const SYNC_BATCH_MAX_BYTES = 512 * 1024;
/** Batches one flush sends before yielding (a document that keeps conflicting cannot spin). */
export const SYNC_MAX_BATCHES_PER_FLUSH = 50;
/** Name of the Web Lock held by the one tab that sends. */
export const SYNC_SENDER_LOCK_NAME = 'nyra:sync-sender';
/** BroadcastChannel on which tabs ask the sending tab to flush. */
export const SYNC_CHANNEL_NAME = 'nyra:sync';
/** How many file rows' server answers a tab remembers for `fileAnswer` (a count, newest kept). */
export const SYNC_FILE_ANSWERS_KEPT = 20;
