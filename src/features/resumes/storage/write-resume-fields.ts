/**
 * Saves edited fields of a resume or of one item: the `resumeDetails` row and the outbox row
 * commit in ONE transaction through the sync engine. The field map replaces the same fields in
 * this document's earlier rows that are still only `pending` (not in a request): the newest value
 * travels once instead of every keystroke, and nothing is lost, because the new row carries it.
 */
import {
  RESUME_DOC_TYPE,
  RESUME_ITEM_DOC_TYPES,
  type ResumeItemKind,
} from '../../../../common/resume/resume-edit-schema.ts';
import type { OutboxRow } from '../../../../common/sync/outbox-row-schema.ts';
import { db } from '../../../lib/db.ts';
import { appSyncEngine } from '../../../lib/sync/app-sync-engine.ts';
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
  const names = Object.keys(fields);
  await appSyncEngine.write({
    owner,
    docType,
    docId,
    op: 'update',
    payload: fields,
    tables: [db.resumeDetails],
    apply: async () => {
      await updateLocalResume(db, owner, resumeId, (row) => {
        if (item) setItemFields(row.details, item.kind, item.id, fields);
        else Object.assign(row.details, fields);
      });
      // Superseded values in rows not yet sent: drop them (a row left empty goes).
      await db.syncOutbox
        .where('[owner+docType+docId]')
        .equals([owner, docType, docId])
        .modify((row: OutboxRow, ref) => {
          if (row.state !== 'pending' || row.op !== 'update') return;
          if (!names.some((name) => name in row.payload)) return;
          const payload = { ...row.payload };
          for (const name of names) delete payload[name];
          // Dexie deletes the row when the callback deletes `value`.
          if (Object.keys(payload).length === 0) delete (ref as { value?: OutboxRow }).value;
          else row.payload = payload;
        });
    },
  });
}
