/**
 * Adds an item (empty, or with `values`) at `position` of a section, on this device and in the
 * outbox, at once.
 */
import { RESUME_ITEM_DOC_TYPES } from '@/common/resume/resume-edit-schema.ts';
import type { ResumeItemKind } from '@/common/resume/resume-fields-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { ITEM_LIST_KEY } from '../logic/resume-item-lists.ts';
import { emptyItem } from './resume-sync-types.ts';
import { updateLocalResume } from './update-local-resume.ts';

export async function createResumeItem(
  owner: string,
  resumeId: string,
  kind: ResumeItemKind,
  position: number,
  values: Record<string, unknown> = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const fields = { ...emptyItem(kind), ...values };
  await appSyncEngine.write({
    owner,
    docType: RESUME_ITEM_DOC_TYPES[kind],
    docId: id,
    op: 'create',
    payload: { resume_id: resumeId, position, ...fields },
    tables: [db.resumeDetails],
    apply: async () => {
      await updateLocalResume(db, owner, resumeId, (row) => {
        const list = row.details[ITEM_LIST_KEY[kind]] as unknown as Array<Record<string, unknown>>;
        list.push({ id, version: 1, parse_meta: {}, position, ...fields });
      });
    },
  });
  return id;
}
