/**
 * Live sync status for the UI, the same in every tab (a Dexie live query over the outbox):
 * for one document (`docType` and `docId`) or, without them, for everything of the owner.
 */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { useOnlineStatus } from '../use-online-status.ts';
import { useSessionStore } from '../session-store.ts';
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import { appSyncEngine } from './app-sync-engine.ts';
import { computeSyncStatus, type SyncStatus } from './compute-sync-status.ts';
import { syncOwner } from './sync-owner.ts';

export function useSyncStatus(
  document?: { docType: string; docId: string },
  /** Every document of `docType` instead of one. */
  wholeType = false,
): SyncStatus | undefined {
  const session = useSessionStore((state) => state.session);
  const owner = session ? syncOwner(session) : null;
  const online = useOnlineStatus();
  const [rows, setRows] = useState<OutboxRow[] | undefined>(undefined);
  const docType = document?.docType;
  const docId = document?.docId;
  useEffect(() => {
    if (!owner) return;
    const subscription = liveQuery(async () => {
      const rows = await appSyncEngine.ownerRows(owner);
      if (docType === undefined) return rows;
      return rows.filter((row) => row.docType === docType && (wholeType || row.docId === docId));
    }).subscribe({
      next: (result) => setRows(result),
      error: (error: unknown) => console.warn('Sync status query failed', error),
    });
    return () => subscription.unsubscribe();
  }, [owner, docType, docId, wholeType]);
  return rows && owner ? computeSyncStatus(rows, online) : undefined;
}
