/**
 * Interview sessions on the client sync engine: one document per session, fields as in
 * common/interviews/interview-session-schema.ts; `save` replaces fields, `record-time` (commutes)
 * raises the active time. Server fields are merged into the local row;
 * active time only grows, so the larger of the local and server values wins (the timer writes
 * this device's time locally between saves and must never jump back after a refresh).
 */
import {
  INTERVIEW_RECORD_TIME_OP,
  INTERVIEW_SESSION_DOC_TYPE,
  type AnswerState,
  type InterviewSessionRow,
  type SessionFields,
} from '@/common/interviews/interview-session-schema.ts';
import type { SyncDocumentType } from '@/src/lib/sync/sync-document-type.ts';

function mergeTimes(
  local: SessionFields,
  server: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...server };
  if (typeof server.elapsedMs === 'number') {
    merged.elapsedMs = Math.max(server.elapsedMs, local.elapsedMs);
  }
  for (const [key, value] of Object.entries(server)) {
    if (!key.startsWith('answer.')) continue;
    const mine = (local as unknown as Record<string, AnswerState | undefined>)[key];
    if (mine && value && typeof value === 'object') {
      const theirs = value as AnswerState;
      merged[key] = { ...theirs, timeMs: Math.max(theirs.timeMs, mine.timeMs) };
    }
  }
  return merged;
}

export const interviewSessionSyncType: SyncDocumentType = {
  type: INTERVIEW_SESSION_DOC_TYPE,
  tables: (db) => [db.interviewSessions],
  commutativeOps: [INTERVIEW_RECORD_TIME_OP],
  reduce: (fields, op, payload) => {
    if (op !== INTERVIEW_RECORD_TIME_OP) return { ...fields, ...payload };
    const known = typeof fields.elapsedMs === 'number' ? fields.elapsedMs : 0;
    return { ...fields, elapsedMs: Math.max(known, Number(payload.elapsedMs) || 0) };
  },
  applyServerFields: async (db, owner, docId, fields) => {
    const row = await db.interviewSessions.get(docId);
    if (row && row.owner !== owner) return;
    const next: InterviewSessionRow = row
      ? { ...row, fields: { ...row.fields, ...mergeTimes(row.fields, fields) } as SessionFields }
      : { id: docId, owner, fields: fields as unknown as SessionFields, updatedAt: Date.now() };
    await db.interviewSessions.put(next);
  },
  describe: (field, value) => {
    if (field.startsWith('note.')) return { label: 'Interview notes', value: String(value) };
    if (field.startsWith('code.')) return { label: 'Interview code', value: String(value) };
    return { label: `Interview ${field}`, value: JSON.stringify(value) };
  },
};
