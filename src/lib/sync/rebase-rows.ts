/**
 * The three-way field merge of a rebase, as a pure function (the engine applies its answer in
 * one Dexie transaction). The server copy moved on since the device's rows were based: every
 * unsent row of the document is replayed on top of it. Per field, with the last server copy this
 * device knew as the base:
 * - only this device changed it → re-sent against the new version;
 * - only the server changed it → taken into the local document (`serverOnly`);
 * - both changed it, to the same value → nothing left to send;
 * - both changed it, to different values → a conflict the user resolves.
 * Without a known base every difference counts as a change on both sides. Rows of commutative
 * operations are re-sent unchanged. Nothing is dropped unless the server already has the value.
 */
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { ServerCopy } from '@/common/sync/sync-schema.ts';
import type { SyncFields } from './sync-document-type.ts';

export interface RebaseInput {
  /** The document's unsent rows, in sequence order. */
  rows: ReadonlyArray<Pick<OutboxRow, 'id' | 'op' | 'payload'>>;
  /** The last server copy's fields this device knew, if any. */
  base: SyncFields | undefined;
  current: ServerCopy;
  same: (field: string, a: unknown, b: unknown) => boolean;
  commutativeOps: ReadonlySet<string>;
}

export type RebasedRow =
  | { id: string; kind: 'resend-as-is' }
  | { id: string; kind: 'resend'; payload: SyncFields }
  | { id: string; kind: 'drop' }
  | {
      id: string;
      kind: 'conflict';
      /** The row's payload after the rebase: re-sent fields plus this device's conflicting values. */
      payload: SyncFields;
      fields: Record<string, { mine: unknown; server: unknown }>;
    };

export interface RebaseResult {
  rows: RebasedRow[];
  /** Fields only the server changed, for the local document. */
  serverOnly: SyncFields;
}

export function rebaseRows({
  rows,
  base,
  current,
  same,
  commutativeOps,
}: RebaseInput): RebaseResult {
  const touched = new Set<string>();
  const rebased = rows.map((row): RebasedRow => {
    if (commutativeOps.has(row.op)) return { id: row.id, kind: 'resend-as-is' };
    const resend: SyncFields = {};
    const conflicted: Record<string, { mine: unknown; server: unknown }> = {};
    for (const [field, mine] of Object.entries(row.payload)) {
      touched.add(field);
      const server = current.fields[field];
      const serverChanged = base ? !same(field, base[field], server) : true;
      if (!serverChanged) resend[field] = mine;
      else if (same(field, mine, server)) continue;
      else conflicted[field] = { mine, server };
    }
    if (Object.keys(conflicted).length > 0) {
      const mine = Object.fromEntries(Object.entries(conflicted).map(([f, v]) => [f, v.mine]));
      return { id: row.id, kind: 'conflict', payload: { ...resend, ...mine }, fields: conflicted };
    }
    if (Object.keys(resend).length === 0) return { id: row.id, kind: 'drop' };
    return { id: row.id, kind: 'resend', payload: resend };
  });
  const serverOnly = Object.fromEntries(
    Object.entries(current.fields).filter(
      ([field, value]) => !touched.has(field) && (!base || !same(field, base[field], value)),
    ),
  );
  return { rows: rebased, serverOnly };
}
