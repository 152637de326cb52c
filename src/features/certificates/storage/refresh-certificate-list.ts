/**
 * Reads the learner's certificates and checklists from the server and keeps them in IndexedDB,
 * so the Certificates screen opens offline with the last list.
 */
import type { CertificateListResponse } from '@/common/certificates/certificate-api-schema.ts';
import { db } from '@/src/lib/db.ts';
import { fetchCertificateList } from '../api/fetch-certificate-list.ts';

export async function refreshCertificateList(owner: string): Promise<CertificateListResponse> {
  const list = await fetchCertificateList();
  await db.certificateLists.put({ owner, list, fetchedAt: Date.now() });
  return list;
}
