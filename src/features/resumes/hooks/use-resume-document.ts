/**
 * The resume being edited, live from IndexedDB (its `resumeDetails` row), and this device's
 * unsent changes of it (outbox rows of the resume and its items), so every tab shows the same.
 */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import {
  resumeDetailsRowSchema,
  type ResumeDetailsRow,
} from '@/common/resume/resume-rows-schema.ts';
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { ITEM_LIST_KEY, resumeDetailsKey } from '../logic/resume-item-lists.ts';

export interface ResumeDocument {
  /** Undefined while loading; null when this device has no copy. */
  row: ResumeDetailsRow | null | undefined;
  rows: OutboxRow[];
}

function belongsTo(row: OutboxRow, resume: ResumeDetailsRow | null, resumeId: string): boolean {
  if (row.docType === 'resume') return row.docId === resumeId;
  if (!row.docType.startsWith('resume-')) return false;
  if (row.payload.resume_id === resumeId) return true;
  if (!resume) return false;
  const lists = Object.values(ITEM_LIST_KEY).map(
    (key) => resume.details[key] as Array<{ id: string }>,
  );
  return (
    lists.some((list) => list.some((item) => item.id === row.docId)) ||
    (resume.pendingDeletes ?? []).some((entry) => entry.item.id === row.docId)
  );
}

export function useResumeDocument(owner: string, resumeId: string): ResumeDocument {
  const [state, setState] = useState<ResumeDocument>({ row: undefined, rows: [] });
  useEffect(() => {
    // Item ids seen while open: a finally deleted item's outbox row still counts as this resume's.
    const seen = new Set<string>();
    const subscription = liveQuery(async () => {
      const parsed = resumeDetailsRowSchema.safeParse(
        await db.resumeDetails.get(resumeDetailsKey(owner, resumeId)),
      );
      const row = parsed.success ? parsed.data : null;
      if (row) {
        for (const key of Object.values(ITEM_LIST_KEY)) {
          for (const item of row.details[key] as Array<{ id: string }>) seen.add(item.id);
        }
      }
      const rows = (await appSyncEngine.ownerRows(owner)).filter(
        (candidate) => seen.has(candidate.docId) || belongsTo(candidate, row, resumeId),
      );
      return { row, rows };
    }).subscribe({
      next: (value) => setState(value),
      error: (error: unknown) => console.warn('Reading the resume failed', error),
    });
    return () => subscription.unsubscribe();
  }, [owner, resumeId]);
  return state;
}
