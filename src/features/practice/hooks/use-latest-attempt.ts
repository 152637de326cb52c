import {
  practiceAttemptRowSchema,
  type PracticeAttemptRow,
} from '@/common/practice/practice-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';

/** The most recent Run or Submit of a problem on this device (null when there is none). */
export function useLatestAttempt(
  owner: string,
  problemId: string,
): PracticeAttemptRow | null | undefined {
  return useLiveQuery(`latest:${owner}:${problemId}`, async () => {
    const rows = await db.practiceAttempts
      .where('[owner+problemId]')
      .equals([owner, problemId])
      .sortBy('createdAt');
    for (let index = rows.length - 1; index >= 0; index -= 1) {
      const parsed = practiceAttemptRowSchema.safeParse(rows[index]);
      if (parsed.success) return parsed.data;
    }
    return null;
  });
}
