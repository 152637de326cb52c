/**
 * The learner's certificates and checklists: the copy kept in IndexedDB (live, so it shows at once
 * and offline), refreshed from the server when the screen opens and after a claim or revocation.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  certificateListRowSchema,
  type CertificateListRow,
} from '@/common/certificates/certificate-rows-schema.ts';
import { ApiError } from '@/src/lib/api-client.ts';
import { db } from '@/src/lib/db.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';
import { refreshCertificateList } from '../storage/refresh-certificate-list.ts';

export interface CertificateListView {
  /** Undefined while IndexedDB is read; null when nothing was fetched on this device yet. */
  row: CertificateListRow | null | undefined;
  refreshing: boolean;
  error: string | null;
  refresh: () => Promise<void>;
}

export function useCertificateList(owner: string | null): CertificateListView {
  const row = useLiveQuery(owner ? `certificates:${owner}` : null, async () => {
    const parsed = certificateListRowSchema.safeParse(await db.certificateLists.get(owner!));
    return parsed.success ? parsed.data : null;
  });
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    if (!owner) return;
    setRefreshing(true);
    try {
      await refreshCertificateList(owner);
      setError(null);
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : 'The certificates could not be loaded.',
      );
    } finally {
      setRefreshing(false);
    }
  }, [owner]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { row, refreshing, error, refresh };
}
