import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';

export type SyncStatusKind = 'saved-locally' | 'syncing' | 'synced' | 'needs-attention';

export interface SyncStatus {
  kind: SyncStatusKind;
  /** The words shown to the user. */
  label: string;
  /** Why it needs attention (the server's message, or the conflict). */
  reason?: string;
  /** Rows that need the user (conflicts first). */
  attention: OutboxRow[];
  pending: number;
}

/** Status of a set of outbox rows (one document's, or all of the owner's). */
export function computeSyncStatus(rows: OutboxRow[], online: boolean): SyncStatus {
  const attention = rows
    .filter((row) => row.state === 'conflict' || row.state === 'needs-attention')
    .sort((a, b) => (a.state === b.state ? a.seq - b.seq : a.state === 'conflict' ? -1 : 1));
  const first = attention[0];
  if (first) {
    return {
      kind: 'needs-attention',
      label: 'Needs attention',
      reason:
        first.state === 'conflict'
          ? 'This was also changed on another device. Choose which version to keep.'
          : (first.error ?? 'The server could not accept this change.'),
      attention,
      pending: rows.length,
    };
  }
  if (rows.length === 0) return { kind: 'synced', label: 'Synced', attention, pending: 0 };
  if (online && rows.some((row) => row.state === 'sending')) {
    return { kind: 'syncing', label: 'Syncing…', attention, pending: rows.length };
  }
  return { kind: 'saved-locally', label: 'Saved on this device', attention, pending: rows.length };
}
