/**
 * What the verify page checks a certificate against: the verify answer and the issuer's keys,
 * fetched from the server and kept in IndexedDB, or, when the server cannot be reached, the copy
 * kept from the last visit (so a visited verify page works offline). Null when there is neither.
 */
import { verifiedCredentialRowSchema } from '@/common/certificates/certificate-rows-schema.ts';
import type { VerifyResponse } from '@/common/certificates/certificate-api-schema.ts';
import type { IssuerDocument } from '@/common/certificates/issuer-document-schema.ts';
import { ApiError } from '@/src/lib/api-client.ts';
import { db } from '@/src/lib/db.ts';
import { fetchIssuerDocument } from '../api/fetch-issuer-document.ts';
import { fetchVerifyRecord } from '../api/fetch-verify-record.ts';

export interface VerifySource {
  record: VerifyResponse;
  issuer: IssuerDocument;
  /** When the copy was fetched; `offline` when it came from this device's cache. */
  fetchedAt: number;
  offline: boolean;
}

export async function loadVerifyRecord(id: string): Promise<VerifySource | null> {
  try {
    const [record, issuer] = await Promise.all([fetchVerifyRecord(id), fetchIssuerDocument()]);
    const fetchedAt = Date.now();
    await db.verifiedCredentials.put({ id, record, issuer, fetchedAt });
    return { record, issuer, fetchedAt, offline: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await db.verifiedCredentials.delete(id);
      return null;
    }
    if (!(error instanceof ApiError) || error.kind === 'http') throw error;
    const kept = verifiedCredentialRowSchema.safeParse(await db.verifiedCredentials.get(id));
    if (!kept.success) throw error;
    return { ...kept.data, offline: true };
  }
}
