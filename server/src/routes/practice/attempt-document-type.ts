/**
 * Practice attempts on the sync engine: one immutable document per attempt (id = attempt id),
 * created once. Version 1 is the only version, so a create never conflicts; an attempt id the
 * server already holds for this user (sent earlier by the old batch route) counts as applied.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  attemptPayloadSchema,
  PRACTICE_ATTEMPT_DOC_TYPE,
  type AttemptPayload,
} from '@/common/practice/attempt-schema.ts';
import { practiceAttempts } from '@/server/src/db/schema/practice.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import type { ServerDocumentType } from '@/server/src/sync/server-document-type.ts';
import { describeAttemptProblemError } from './describe-attempt-problem-error.ts';
import { toAttemptInsert } from './to-attempt-insert.ts';

const ATTEMPT_VERSION = 1;

export const attemptDocumentType: ServerDocumentType = {
  type: PRACTICE_ATTEMPT_DOC_TYPE,
  operations: {
    create: {
      payload: attemptPayloadSchema,
      check: async ({ tx, userId, docId, payload }) => {
        if (!z.uuid().safeParse(docId).success) {
          throw new HttpError(400, 'validation_failed', 'An attempt id must be a UUID.');
        }
        const [existing] = await tx
          .select({ userId: practiceAttempts.userId })
          .from(practiceAttempts)
          .where(eq(practiceAttempts.id, docId));
        if (existing && existing.userId !== userId) {
          throw new HttpError(
            422,
            'attempt_conflict',
            'This attempt was already recorded for another account.',
          );
        }
        const problemError = describeAttemptProblemError(payload as AttemptPayload);
        if (problemError) {
          throw new HttpError(400, 'validation_failed', problemError.message, {
            [problemError.field]: problemError.message,
          });
        }
      },
      apply: async ({ tx, userId, docId, payload, now }) => {
        const attempt = payload as AttemptPayload;
        const inserted = await tx
          .insert(practiceAttempts)
          .values(toAttemptInsert(userId, docId, attempt, now))
          .onConflictDoNothing({ target: practiceAttempts.id })
          .returning({ id: practiceAttempts.id });
        if (inserted.length === 0) {
          const [existing] = await tx
            .select({ userId: practiceAttempts.userId })
            .from(practiceAttempts)
            .where(eq(practiceAttempts.id, docId));
          if (existing?.userId !== userId) {
            // Taken by another account since `check` (a race): the whole batch is refused and the
            // client sends one at a time, so only this attempt ends up needing attention.
            throw new HttpError(
              422,
              'attempt_conflict',
              'This attempt was already recorded for another account.',
            );
          }
        }
        return { status: 'applied', version: ATTEMPT_VERSION };
      },
    },
  },
};
