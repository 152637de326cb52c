/**
 * Deleting an item, with Undo. `deleteResumeItem` takes the item out of the details and
 * keeps it in the row's `pendingDeletes` (one transaction, nothing in the outbox yet);
 * `undoResumeDelete` puts it back where it was; `finalizeResumeDeletes` writes the deletions whose
 * window is over (or all of them, when the editor closes) to the outbox, each in the same
 * transaction that forgets it. Kept in IndexedDB, so a reload during the window loses nothing.
 */
import { RESUME_ITEM_DOC_TYPES } from '@/common/resume/resume-edit-schema.ts';
import type { ResumeItemKind } from '@/common/resume/resume-fields-schema.ts';
import {
  resumeDetailsRowSchema,
  type PendingResumeDelete,
} from '@/common/resume/resume-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import {
  ITEM_LIST_KEY,
  RESUME_UNDO_WINDOW_MS,
  resumeDetailsKey,
} from '../logic/resume-item-lists.ts';
import { updateLocalResume } from './update-local-resume.ts';

type Item = Record<string, unknown> & { id: string };

export async function deleteResumeItem(
  owner: string,
  resumeId: string,
  kind: ResumeItemKind,
  itemId: string,
  nowMs = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.resumeDetails, () =>
    updateLocalResume(db, owner, resumeId, (row) => {
      const list = row.details[ITEM_LIST_KEY[kind]] as unknown as Item[];
      const index = list.findIndex((item) => item.id === itemId);
      if (index < 0) return;
      const [item] = list.splice(index, 1);
      row.pendingDeletes = [...(row.pendingDeletes ?? []), { kind, item: item!, index, at: nowMs }];
    }),
  );
}

export async function undoResumeDelete(
  owner: string,
  resumeId: string,
  itemId: string,
): Promise<void> {
  await db.transaction('rw', db.resumeDetails, () =>
    updateLocalResume(db, owner, resumeId, (row) => {
      const entry = row.pendingDeletes?.find((pending) => pending.item.id === itemId);
      if (!entry) return;
      row.pendingDeletes = row.pendingDeletes!.filter((pending) => pending !== entry);
      const list = row.details[ITEM_LIST_KEY[entry.kind]] as unknown as Item[];
      list.splice(Math.min(entry.index, list.length), 0, entry.item as Item);
    }),
  );
}

/** Makes due deletions final (all with `everything`); returns how many are still undoable. */
export async function finalizeResumeDeletes(
  owner: string,
  resumeId: string,
  { everything = false, nowMs = Date.now() } = {},
): Promise<number> {
  const parsed = resumeDetailsRowSchema.safeParse(
    await db.resumeDetails.get(resumeDetailsKey(owner, resumeId)),
  );
  const pending: PendingResumeDelete[] = parsed.success ? (parsed.data.pendingDeletes ?? []) : [];
  let left = 0;
  for (const entry of pending) {
    if (!everything && nowMs - entry.at < RESUME_UNDO_WINDOW_MS) {
      left += 1;
      continue;
    }
    const itemId = String(entry.item.id);
    await appSyncEngine.write({
      owner,
      docType: RESUME_ITEM_DOC_TYPES[entry.kind],
      docId: itemId,
      op: 'delete',
      payload: {},
      tables: [db.resumeDetails],
      apply: async () => {
        await updateLocalResume(db, owner, resumeId, (row) => {
          row.pendingDeletes = (row.pendingDeletes ?? []).filter(
            (other) => other.item.id !== itemId,
          );
        });
      },
    });
  }
  return left;
}
