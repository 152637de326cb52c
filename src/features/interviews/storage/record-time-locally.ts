/**
 * The timer's bookkeeping between saves: active time of the session and of the current question,
 * written to the local row only (a tick every few seconds must not become an outbox mutation).
 * The next save carries it to the server; the sync type never lets a server copy lower it.
 */
import { answerKey, readAnswer } from '@/common/interviews/interview-session-schema.ts';
import { db } from '@/src/lib/db.ts';

export async function recordTimeLocally(
  id: string,
  questionId: string,
  elapsedMs: number,
  questionMs: number,
): Promise<void> {
  await db.transaction('rw', db.interviewSessions, async () => {
    const row = await db.interviewSessions.get(id);
    if (!row || row.fields.status !== 'live') return;
    const answer = readAnswer(row.fields, questionId);
    await db.interviewSessions.put({
      ...row,
      fields: {
        ...row.fields,
        elapsedMs: Math.max(row.fields.elapsedMs, elapsedMs),
        [answerKey(questionId)]: { ...answer, timeMs: Math.max(answer.timeMs, questionMs) },
      },
    });
  });
}
