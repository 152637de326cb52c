/**
 * Saves edited fields of a resume or of one item: the `resumeDetails` row and the outbox row
 * commit in ONE transaction through the sync engine. The engine coalesces: the field map replaces
 * the same fields in this document's earlier rows that no request has carried yet, so the newest
 * value travels once instead of every keystroke, and nothing is lost (the new row carries it).
 */
import { RESUME_DOC_TYPE, RESUME_ITEM_DOC_TYPES } from '@/common/resume/resume-edit-schema.ts';
import type { ResumeItemKind } from '@/common/resume/resume-fields-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { setItemFields } from '../logic/set-item-fields.ts';
import { updateLocalResume } from './update-local-resume.ts';

export interface ResumeFieldTarget {
  owner: string;
  resumeId: string;
  /** Absent: the resume's own fields. */
  item?: { kind: ResumeItemKind; id: string };
}

export async function writeResumeFields(
  target: ResumeFieldTarget,
  fields: Record<string, unknown>,
): Promise<void> {
  const { owner, resumeId, item } = target;
  const docType = item ? RESUME_ITEM_DOC_TYPES[item.kind] : RESUME_DOC_TYPE;
  const docId = item ? item.id : resumeId;
  await appSyncEngine.write({
    owner,
    docType,
    docId,
    op: 'update',
    payload: fields,
    tables: [db.resumeDetails],
    // A burst of typing: the newest value replaces the field in this document's unsent rows.
    coalesce: true,
    apply: async () => {
      await updateLocalResume(db, owner, resumeId, (row) => {
        if (item) setItemFields(row.details, item.kind, item.id, fields);
        else Object.assign(row.details, fields);
      });
    },
  });
}
