import { NEVER_CHANGED_AT } from '@/common/courses/courses-rows-schema.ts';
import { unionPassed } from './lesson-progress-sync-type.ts';
import { setLessonCompleted } from './set-lesson-completed.ts';
import { writeLessonProgress } from './write-lesson-progress.ts';
import { db } from '@/src/lib/db.ts';

/**
 * Records that the learner passed one of a lesson's graded exercises: on this device first, then
 * through the sync engine (`pass-exercise`, a set union on the server). When that makes every
 * exercise of the lesson passed, the lesson is marked complete too (docs/product.md: exercises
 * count toward the lesson's completion), unless it already is.
 */
export async function recordExercisePassed(
  owner: string,
  lessonId: string,
  exerciseId: string,
  lessonExerciseIds: readonly string[],
): Promise<void> {
  const now = new Date().toISOString();
  await writeLessonProgress({
    owner,
    lessonId,
    op: 'pass-exercise',
    payload: { exerciseId },
    next: (existing) => ({
      completedAt: existing?.completedAt ?? null,
      // Passing is not a completion change: it must not win a later completion merge.
      updatedAt: existing?.updatedAt ?? NEVER_CHANGED_AT,
      lastOpenedAt: existing?.lastOpenedAt ?? now,
      exercisesPassed: unionPassed(existing?.exercisesPassed, [exerciseId]),
    }),
  });
  const row = await db.lessonProgress.get([owner, lessonId]);
  const passed = new Set(row?.exercisesPassed ?? []);
  if (!row?.completedAt && lessonExerciseIds.every((id) => passed.has(id))) {
    await setLessonCompleted(owner, lessonId, true);
  }
}
