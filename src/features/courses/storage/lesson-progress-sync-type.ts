/**
 * Lesson progress as a sync engine document type: one document per lesson (id = lesson id) with
 * the fields `completedAt`, `lastOpenedAt` and `exercisesPassed`. `open` commutes (the latest time
 * wins) and so does `pass-exercise` (a set union), so only a completion made on two devices can
 * conflict, and only when one completed and the other did not.
 */
import { NEVER_CHANGED_AT } from '@/common/courses/courses-rows-schema.ts';
import { LESSON_PROGRESS_DOC_TYPE } from '@/common/courses/progress-schema.ts';
import type { NyraDatabase } from '@/src/lib/db.ts';
import type { SyncDocumentType, SyncFields } from '@/src/lib/sync/sync-document-type.ts';

function later(a: unknown, b: unknown): string | null {
  const x = typeof a === 'string' ? a : null;
  const y = typeof b === 'string' ? b : null;
  if (x === null) return y;
  if (y === null) return x;
  return Date.parse(x) >= Date.parse(y) ? x : y;
}

/** The union of two `exercisesPassed` sets, sorted (any non-array counts as empty). */
export function unionPassed(a: unknown, b: unknown): string[] {
  const ids = (value: unknown) =>
    Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  return [...new Set([...ids(a), ...ids(b)])].sort();
}

async function applyServerFields(
  db: NyraDatabase,
  owner: string,
  lessonId: string,
  fields: SyncFields,
): Promise<void> {
  const existing = await db.lessonProgress.get([owner, lessonId]);
  const completedAt =
    'completedAt' in fields
      ? ((fields.completedAt as string | null) ?? null)
      : (existing?.completedAt ?? null);
  await db.lessonProgress.put({
    owner,
    lessonId,
    completedAt,
    lastOpenedAt: later(existing?.lastOpenedAt, fields.lastOpenedAt),
    updatedAt: completedAt ?? existing?.updatedAt ?? NEVER_CHANGED_AT,
    exercisesPassed: unionPassed(existing?.exercisesPassed, fields.exercisesPassed),
  });
}

export const lessonProgressSyncType: SyncDocumentType = {
  type: LESSON_PROGRESS_DOC_TYPE,
  tables: (db) => [db.lessonProgress],
  commutativeOps: ['open', 'pass-exercise'],
  reduce: (fields, op, payload) =>
    op === 'open'
      ? { ...fields, lastOpenedAt: later(fields.lastOpenedAt, payload.lastOpenedAt) }
      : op === 'pass-exercise'
        ? { ...fields, exercisesPassed: unionPassed(fields.exercisesPassed, [payload.exerciseId]) }
        : { ...fields, ...payload },
  // Completed at different instants is still "completed": only done vs not done conflicts.
  sameValue: (field, a, b) =>
    field === 'completedAt'
      ? ((a ?? null) === null) === ((b ?? null) === null)
      : field === 'exercisesPassed'
        ? JSON.stringify(unionPassed(a, [])) === JSON.stringify(unionPassed(b, []))
        : JSON.stringify(a) === JSON.stringify(b),
  applyServerFields,
  describe: (field, value) =>
    field === 'completedAt'
      ? { label: 'Lesson completion', value: value ? 'Completed' : 'Not completed' }
      : field === 'exercisesPassed'
        ? { label: 'Exercises passed', value: unionPassed(value, []).join(', ') || 'None' }
        : { label: field, value: String(value ?? '') },
};
