/**
 * Reads the next batch and marks it `sending` (and `sent`) in ONE transaction: a write that
 * coalesces into a pending row cannot slip in between, so what is sent is exactly what is marked
 * as sent (read and mark apart, a row merged away in between was still sent, and its effect on
 * the server was then unknown to this device: a false conflict with its own write).
 *
 * Only IndexedDB requests are awaited inside: awaiting anything else (an async helper's own
 * promise) lets IndexedDB commit the transaction early in a real browser (Dexie's
 * PrematureCommitError), which stopped every flush; fake-indexeddb in Node does not show it.
 *
 * JSON rows come as a batch (pick-sendable-rows.ts); with `files`, the one next file row (files
 * travel alone, each its own upload). `onlyId` narrows either to one row.
 */
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { NyraDatabase } from '../db.ts';
import { pickSendableRows } from './pick-sendable-rows.ts';
import { isValidOutboxRow, ownerRowsQuery } from './read-owner-rows.ts';

export function takeForSending(
  db: NyraDatabase,
  owner: string,
  { onlyId, files = false }: { onlyId?: string; files?: boolean } = {},
): Promise<OutboxRow[]> {
  return db.transaction('rw', db.syncOutbox, () =>
    ownerRowsQuery(db, owner)
      .toArray()
      .then((all) => {
        const kind = all.filter((row) => isValidOutboxRow(row) && Boolean(row.file) === files);
        const picked = pickSendableRows(kind).filter(
          (row) => onlyId === undefined || row.id === onlyId,
        );
        const rows = files ? picked.slice(0, 1) : picked;
        const taken = rows.map((row) => ({ ...row, state: 'sending' as const, sent: true }));
        if (taken.length === 0) return taken;
        return db.syncOutbox
          .bulkUpdate(
            rows.map((row) => ({
              key: row.id,
              changes: { state: 'sending' as const, sent: true },
            })),
          )
          .then(() => taken);
      }),
  );
}
