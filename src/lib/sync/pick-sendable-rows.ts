/**
 * The next batch out of an owner's outbox rows (in sequence order): rows that are pending or
 * were being sent, up to SYNC_BATCH_MAX_MUTATIONS rows and about SYNC_BATCH_MAX_BYTES. A document
 * with a row that needs the user (refused, or in conflict) holds its later rows back: they were
 * made on top of it.
 */
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import { SYNC_BATCH_MAX_BYTES, SYNC_BATCH_MAX_MUTATIONS } from './sync-constants.ts';

/** Bytes a mutation costs in the request besides its payload (ids, type, versions), roughly. */
const MUTATION_OVERHEAD_BYTES = 300;

export const documentKey = (docType: string, docId: string) => `${docType}\u0000${docId}`;

export function pickSendableRows(rows: readonly OutboxRow[]): OutboxRow[] {
  const blocked = new Set<string>();
  const sendable: OutboxRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const key = documentKey(row.docType, row.docId);
    if (row.state === 'needs-attention' || row.state === 'conflict') blocked.add(key);
    if (blocked.has(key) || (row.state !== 'pending' && row.state !== 'sending')) continue;
    bytes += JSON.stringify(row.payload).length + MUTATION_OVERHEAD_BYTES;
    if (sendable.length > 0 && bytes > SYNC_BATCH_MAX_BYTES) break;
    sendable.push(row);
    if (sendable.length >= SYNC_BATCH_MAX_MUTATIONS) break;
  }
  return sendable;
}
