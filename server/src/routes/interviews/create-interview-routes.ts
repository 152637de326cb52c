/**
 * Interview sessions, read side; writes arrive through the sync engine
 * (interview-document-type.ts). Owner-only: the user comes from the token, and another user's
 * session id answers 404 exactly like an unknown one.
 * - `GET /interviews/`      the caller's sessions, newest first
 * - `GET /interviews/:id/`  one of the caller's sessions
 */
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import type { InterviewListResponse } from '@/common/interviews/interview-session-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import {
  interviewSessions,
  type InterviewSessionDbRow,
} from '@/server/src/db/schema/interviews.ts';
import { HttpError } from '@/server/src/http/http-error.ts';

type SessionBody = InterviewListResponse['sessions'][number];

function toBody(row: InterviewSessionDbRow): SessionBody {
  return {
    id: row.id,
    version: row.version,
    fields: row.fields,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createInterviewRoutes(db: Db): Hono {
  return new Hono()
    .get(API_ROUTES.interviews.list, requireUser, async (c) => {
      const rows = await db
        .select()
        .from(interviewSessions)
        .where(eq(interviewSessions.userId, c.get('user').id))
        .orderBy(desc(interviewSessions.startedAt));
      const body: InterviewListResponse = { sessions: rows.map(toBody) };
      return c.json(body);
    })
    .get(API_ROUTES.interviews.one, requireUser, async (c) => {
      const id = c.req.param('id') ?? '';
      const notFound = new HttpError(404, 'interview_not_found', 'This interview does not exist.');
      if (!z.uuid().safeParse(id).success) throw notFound;
      const [row] = await db
        .select()
        .from(interviewSessions)
        .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, c.get('user').id)));
      if (!row) throw notFound;
      return c.json(toBody(row));
    });
}
