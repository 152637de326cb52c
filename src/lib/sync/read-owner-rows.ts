/**
 * An owner's outbox rows in this device's order (`[owner+seq]`), those that pass the row schema
 * (a row that does not is never sent, counted or shown). `query` is the raw Dexie collection, for
 * a transaction that must await only IndexedDB requests (take-for-sending.ts).
 */
import { outboxRowSchema, type OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { NyraDatabase } from '../db.ts';

export function ownerRowsQuery(db: NyraDatabase, owner: string) {
  return db.syncOutbox.where('[owner+seq]').between([owner, -Infinity], [owner, Infinity]);
}

export function isValidOutboxRow(row: OutboxRow): boolean {
  return outboxRowSchema.safeParse(row).success;
}

export async function readOwnerRows(db: NyraDatabase, owner: string): Promise<OutboxRow[]> {
  return (await ownerRowsQuery(db, owner).toArray()).filter(isValidOutboxRow);
}
