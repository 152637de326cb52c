/**
 * The signed-in learner's interview sessions on this device, newest first, kept live (another
 * tab, a sync pull). Rows are validated as they are read; a row that fails is left out, logged.
 */
import {
  interviewSessionRowSchema,
  type InterviewSessionRow,
} from '@/common/interviews/interview-session-schema.ts';
import { db } from '@/src/lib/db.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';

export function useInterviewSessions(owner: string | null): InterviewSessionRow[] | undefined {
  return useLiveQuery(owner || null, async () => {
    if (!owner) return [];
    const rows = await db.interviewSessions.where('owner').equals(owner).toArray();
    return rows
      .flatMap((row) => {
        const parsed = interviewSessionRowSchema.safeParse(row);
        if (!parsed.success) console.warn('Skipping an unreadable interview session', row.id);
        return parsed.success ? [row] : [];
      })
      .sort((a, b) => b.fields.startedAt.localeCompare(a.fields.startedAt));
  });
}
