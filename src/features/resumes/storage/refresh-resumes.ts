/**
 * Fetches the list or one resume's details and keeps the answer in IndexedDB for offline use.
 * Details of resumes no longer in the list are dropped with it. Details merge into the device's
 * copy: fields, items and deletions not yet sent stay as they are on this device, and a copy
 * older than what this device knows (fetched while its write was answered) changes nothing.
 */
import type { ResumeDetails, ResumeListItem } from '@/common/resume/resume-schema.ts';
import { resumeDetailsRowSchema } from '@/common/resume/resume-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { fetchResumeDetails } from '../api/fetch-resume-details.ts';
import { fetchResumeList } from '../api/fetch-resume-list.ts';
import { mergeServerDetails } from '../logic/merge-server-details.ts';
import { readUnsentChanges } from '../logic/read-unsent-changes.ts';
import { resumeDetailsKey } from '../logic/resume-item-lists.ts';
import { toServerCopies } from '../logic/to-server-copies.ts';

export async function refreshResumeList(owner: string): Promise<ResumeListItem[]> {
  const { results } = await fetchResumeList();
  const fetchedAt = new Date().toISOString();
  const ids = new Set(results.map((item) => item.resume_id));
  await db.transaction('rw', db.resumeLists, db.resumeDetails, async () => {
    await db.resumeLists.put({ owner, results, fetchedAt });
    await db.resumeDetails
      .where('owner')
      .equals(owner)
      .filter((row) => !ids.has(row.resumeId))
      .delete();
  });
  return results;
}

/**
 * The server's details, merged into the device's copy without clobbering unsent edits,
 * then handed to the sync engine as the known server copies of the resume and its items.
 */
export async function refreshResumeDetails(
  owner: string,
  resumeId: string,
): Promise<ResumeDetails> {
  const fresh = await fetchResumeDetails(resumeId);
  const key = resumeDetailsKey(owner, resumeId);
  // syncDocuments: the versions this device knows, read in the same transaction as the merge so
  // a write answered meanwhile cannot slip between them.
  const tables = [db.resumeDetails, ...appSyncEngine.tables];
  const details = await db.transaction('rw', tables, async () => {
    const existing = resumeDetailsRowSchema.safeParse(await db.resumeDetails.get(key));
    const local = existing.success ? existing.data : undefined;
    const unsent = readUnsentChanges(
      await appSyncEngine.ownerRows(owner),
      local?.pendingDeletes ?? [],
    );
    const known = await appSyncEngine.knownVersions(
      owner,
      toServerCopies(fresh).flatMap(({ docType, copies }) =>
        copies.map(({ docId }) => ({ docType, docId })),
      ),
    );
    const merged = mergeServerDetails(local?.details, fresh, unsent, known);
    await db.resumeDetails.put({
      key,
      owner,
      resumeId,
      details: merged,
      fetchedAt: new Date().toISOString(),
      ...(local?.pendingDeletes ? { pendingDeletes: local.pendingDeletes } : {}),
    });
    return merged;
  });
  if (fresh.status === 'ready') {
    for (const { docType, copies } of toServerCopies(fresh)) {
      await appSyncEngine.receiveServerCopies(owner, docType, copies);
    }
  }
  return details;
}
