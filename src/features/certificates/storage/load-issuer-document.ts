/**
 * The issuer's keys for checking a pasted certificate: fetched, or the copy kept by any earlier
 * verify-page visit when offline.
 */
import type { IssuerDocument } from '@/common/certificates/issuer-document-schema.ts';
import { verifiedCredentialRowSchema } from '@/common/certificates/certificate-rows-schema.ts';
import { ApiError } from '@/src/lib/api-client.ts';
import { db } from '@/src/lib/db.ts';
import { fetchIssuerDocument } from '../api/fetch-issuer-document.ts';

export async function loadIssuerDocument(): Promise<IssuerDocument> {
  try {
    return await fetchIssuerDocument();
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind === 'http') throw error;
    const newest = await db.verifiedCredentials.orderBy('id').toArray();
    const kept = newest
      .map((row) => verifiedCredentialRowSchema.safeParse(row))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
      .sort((a, b) => b.fetchedAt - a.fetchedAt)[0];
    if (!kept) throw error;
    return kept.issuer;
  }
}
