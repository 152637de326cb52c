/**
 * The signed-in learner's interview sessions on this device, newest first, kept live (another
 * tab, a sync pull). Rows are validated as they are read; a row that fails is left out, logged.
 */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import {
  interviewSessionRowSchema,
  type InterviewSessionRow,
} from '../../../../common/interviews/interview-session-schema.ts';
import { db } from '../../../lib/db.ts';

export function useInterviewSessions(owner: string | null): InterviewSessionRow[] | undefined {
  const [state, setState] = useState<{ owner: string; rows: InterviewSessionRow[] }>();
  useEffect(() => {
    if (!owner) return;
    const subscription = liveQuery(async () => {
      const rows = await db.interviewSessions.where('owner').equals(owner).toArray();
      return rows.flatMap((row) => {
        const parsed = interviewSessionRowSchema.safeParse(row);
        if (!parsed.success) console.warn('Skipping an unreadable interview session', row.id);
        return parsed.success ? [row] : [];
      });
    }).subscribe({
      next: (rows) =>
        setState({
          owner,
          rows: rows.sort((a, b) => b.fields.startedAt.localeCompare(a.fields.startedAt)),
        }),
      error: (error: unknown) => console.warn('Reading interview sessions failed', error),
    });
    return () => subscription.unsubscribe();
  }, [owner]);
  return state?.owner === owner ? state.rows : undefined;
}
