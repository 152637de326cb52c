/**
 * Interview sessions on the sync engine: one document per session (id = session UUID),
 * one operation, `save`, whose payload is a patch of the session's field map. The first save
 * (base version 0) must be a whole session of a real topic; later saves are checked against the
 * base version in SQL (compare-and-set) and merge their fields into the stored map.
 * `record-time` commutes (the greater active time wins), so it needs no base version; it still
 * bumps the version, so a save made against the older copy is rebased by the client. A session id
 * that belongs to another account is refused as not found (404): users reach only their own data.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { findInterviewTopic } from '@/common/interviews/interview-bank.ts';
import {
  INTERVIEW_RECORD_TIME_OP,
  INTERVIEW_SAVE_OP,
  recordTimePayloadSchema,
  type RecordTimePayload,
  INTERVIEW_SESSION_DOC_TYPE,
  sessionFieldsPatchSchema,
  sessionFieldsSchema,
  type SessionFieldsPatch,
} from '@/common/interviews/interview-session-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { interviewSessions } from '@/server/src/db/schema/interviews.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import type { ServerDocumentType } from '@/server/src/sync/server-document-type.ts';
import { readInterviewCopy } from './read-interview-copy.ts';

function notFound(): HttpError {
  return new HttpError(404, 'interview_not_found', 'This interview does not exist.');
}

function checkQuestions(topicId: string, patch: SessionFieldsPatch): void {
  const topic = findInterviewTopic(topicId);
  if (!topic) throw new HttpError(400, 'validation_failed', 'Unknown interview topic.');
  const ids = new Set(topic.questions.map((q) => q.id));
  const named = [
    ...((patch.questionIds as string[] | undefined) ?? []),
    ...Object.keys(patch)
      .filter((key) => key.includes('.'))
      .map((key) => key.slice(key.indexOf('.') + 1)),
    ...Object.keys((patch.ratings as Record<string, unknown> | undefined) ?? {}),
  ];
  const unknown = named.find((id) => !ids.has(id));
  if (unknown) {
    throw new HttpError(400, 'validation_failed', `Question ${unknown} is not in this topic.`);
  }
}

async function requireOwnSession(tx: Db, userId: string, docId: string): Promise<void> {
  const [existing] = await tx
    .select({ userId: interviewSessions.userId })
    .from(interviewSessions)
    .where(eq(interviewSessions.id, docId));
  if (!existing || existing.userId !== userId) throw notFound();
}

export const interviewDocumentType: ServerDocumentType = {
  type: INTERVIEW_SESSION_DOC_TYPE,
  operations: {
    [INTERVIEW_SAVE_OP]: {
      payload: sessionFieldsPatchSchema,
      check: async ({ tx, userId, docId, payload, baseVersion }) => {
        if (!z.uuid().safeParse(docId).success) {
          throw new HttpError(400, 'validation_failed', 'An interview id must be a UUID.');
        }
        const patch = payload as SessionFieldsPatch;
        const [existing] = await tx
          .select({ userId: interviewSessions.userId, topicId: interviewSessions.topicId })
          .from(interviewSessions)
          .where(eq(interviewSessions.id, docId));
        if (existing && existing.userId !== userId) throw notFound();
        if (!existing && baseVersion === 0) {
          const whole = sessionFieldsSchema.safeParse(patch);
          if (!whole.success) {
            throw new HttpError(
              400,
              'validation_failed',
              'A new interview must carry the whole session.',
            );
          }
          checkQuestions(String(patch.topicId), patch);
          return;
        }
        if (!existing) throw notFound();
        if ('topicId' in patch && patch.topicId !== existing.topicId) {
          throw new HttpError(400, 'validation_failed', 'The topic of an interview cannot change.');
        }
        checkQuestions(existing.topicId, patch);
      },
      apply: async ({ tx, userId, docId, payload, baseVersion, now }) => {
        const patch = payload as SessionFieldsPatch;
        const rows =
          baseVersion === 0
            ? await tx
                .insert(interviewSessions)
                .values({
                  id: docId,
                  userId,
                  topicId: String(patch.topicId),
                  status: String(patch.status),
                  startedAt: new Date(String(patch.startedAt)),
                  fields: patch,
                  version: 1,
                  updatedAt: now,
                })
                .onConflictDoNothing()
                .returning({ version: interviewSessions.version })
            : await tx
                .update(interviewSessions)
                .set({
                  fields: sql`${interviewSessions.fields} || ${JSON.stringify(patch)}::jsonb`,
                  ...(typeof patch.status === 'string' ? { status: patch.status } : {}),
                  version: sql`${interviewSessions.version} + 1`,
                  updatedAt: now,
                })
                .where(
                  and(
                    eq(interviewSessions.id, docId),
                    eq(interviewSessions.userId, userId),
                    eq(interviewSessions.version, baseVersion),
                  ),
                )
                .returning({ version: interviewSessions.version });
        const [row] = rows;
        if (!row)
          return { status: 'conflict', current: await readInterviewCopy(tx, userId, docId) };
        return { status: 'applied', version: row.version };
      },
    },
    [INTERVIEW_RECORD_TIME_OP]: {
      payload: recordTimePayloadSchema,
      check: async ({ tx, userId, docId }) => {
        if (!z.uuid().safeParse(docId).success) throw notFound();
        await requireOwnSession(tx, userId, docId);
      },
      apply: async ({ tx, userId, docId, payload, now }) => {
        const { elapsedMs } = payload as RecordTimePayload;
        const [row] = await tx
          .update(interviewSessions)
          .set({
            fields: sql`jsonb_set(${interviewSessions.fields}, '{elapsedMs}', to_jsonb(greatest(coalesce((${interviewSessions.fields}->>'elapsedMs')::bigint, 0), ${elapsedMs}::bigint)))`,
            version: sql`${interviewSessions.version} + 1`,
            updatedAt: now,
          })
          .where(and(eq(interviewSessions.id, docId), eq(interviewSessions.userId, userId)))
          .returning({ version: interviewSessions.version });
        // `check` found the session in this transaction, so the row is there.
        return row
          ? { status: 'applied', version: row.version }
          : { status: 'conflict', current: await readInterviewCopy(tx, userId, docId) };
      },
    },
  },
};
