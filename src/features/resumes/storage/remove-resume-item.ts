/**
 * Removes an item at once (no Undo window of its own): the caller is an Undo already, taking back
 * an item it created (a skill added from a role suggestion). The local list and the outbox's
 * `delete` commit in one transaction through the sync engine.
 */
import { RESUME_ITEM_DOC_TYPES } from '@/common/resume/resume-edit-schema.ts';
import type { ResumeItemKind } from '@/common/resume/resume-fields-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { ITEM_LIST_KEY } from '../logic/resume-item-lists.ts';
import { updateLocalResume } from './update-local-resume.ts';

export async function removeResumeItem(
  owner: string,
  resumeId: string,
  kind: ResumeItemKind,
  itemId: string,
): Promise<void> {
  await appSyncEngine.write({
    owner,
    docType: RESUME_ITEM_DOC_TYPES[kind],
    docId: itemId,
    op: 'delete',
    payload: {},
    tables: [db.resumeDetails],
    apply: async () => {
      await updateLocalResume(db, owner, resumeId, (row) => {
        const list = row.details[ITEM_LIST_KEY[kind]] as unknown as Array<{ id: string }>;
        const index = list.findIndex((item) => item.id === itemId);
        if (index >= 0) list.splice(index, 1);
      });
    },
  });
}
