/**
 * The learner's plan on the sync engine: one document per user (`doc_type` "plan", id "current"),
 * a flat field map (common/plan/plan-document-schema.ts) kept whole in `plan_documents.fields`.
 * - `set` changes some of the fixed settings, checked against the base version in SQL
 *   (compare-and-set; base 0 creates the row). A stale base is a conflict answered with the
 *   current copy; the client rebases field by field. The merged settings must keep the target
 *   date on or after the start date (422 otherwise).
 * - `tick` marks one item done (a day) or undone (null, kept as a null field so the untick
 *   reaches other devices). Keys never collide, so it commutes: it ignores the base version,
 *   creates the row if there is none and still bumps the version. At most PLAN_TICKS_MAX tick
 *   fields per plan (422 beyond).
 * Users reach only their own plan: the row is keyed by the caller's id.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  PLAN_DOC_ID,
  PLAN_DOC_TYPE,
  PLAN_TICKS_MAX,
  setPlanPayloadSchema,
  TICK_FIELD_PREFIX,
  tickPlanItemPayloadSchema,
  type PlanFields,
  type SetPlanPayload,
  type TickPlanItemPayload,
} from '@/common/plan/plan-document-schema.ts';
import type { ServerCopy } from '@/common/sync/sync-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { planDocuments } from '@/server/src/db/schema/plans.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import type { ServerDocumentType } from '@/server/src/sync/server-document-type.ts';
import { readPlanDocument } from './read-plan-document.ts';

function requirePlanId(docId: string): void {
  if (docId !== PLAN_DOC_ID) {
    throw new HttpError(400, 'validation_failed', `A plan document id must be "${PLAN_DOC_ID}".`);
  }
}

function tooManyTicks(): HttpError {
  return new HttpError(
    422,
    'plan_too_many_ticks',
    `A plan keeps at most ${PLAN_TICKS_MAX} ticked items.`,
  );
}

async function currentCopy(tx: Db, userId: string): Promise<ServerCopy> {
  return (await readPlanDocument(tx, userId)) ?? { version: 0, fields: {} };
}

function countTicks(fields: PlanFields): number {
  return Object.keys(fields).filter((key) => key.startsWith(TICK_FIELD_PREFIX)).length;
}

/** Dates are `YYYY-MM-DD`, so they compare as strings. */
function checkDates(fields: PlanFields): void {
  const { startDate, targetDate } = fields;
  if (typeof startDate === 'string' && typeof targetDate === 'string' && targetDate < startDate) {
    throw new HttpError(
      422,
      'plan_dates_invalid',
      'The target date must be on or after the start date.',
      { targetDate: 'The target date must be on or after the start date.' },
    );
  }
}

export const planDocumentType: ServerDocumentType = {
  type: PLAN_DOC_TYPE,
  operations: {
    set: {
      payload: setPlanPayloadSchema,
      check: async ({ tx, userId, docId, payload, baseVersion }) => {
        requirePlanId(docId);
        const current = await currentCopy(tx, userId);
        // A stale base is a conflict (in `apply`): the rebased change is checked when it comes back.
        if (current.version !== baseVersion) return;
        checkDates({ ...current.fields, ...(payload as SetPlanPayload) });
      },
      apply: async ({ tx, userId, payload, baseVersion, now }) => {
        const patch = payload as SetPlanPayload;
        const rows =
          baseVersion === 0
            ? await tx
                .insert(planDocuments)
                .values({ userId, fields: patch, version: 1, updatedAt: now })
                .onConflictDoNothing()
                .returning({ version: planDocuments.version })
            : await tx
                .update(planDocuments)
                .set({
                  fields: sql`${planDocuments.fields} || ${JSON.stringify(patch)}::jsonb`,
                  version: sql`${planDocuments.version} + 1`,
                  updatedAt: now,
                })
                .where(
                  and(eq(planDocuments.userId, userId), eq(planDocuments.version, baseVersion)),
                )
                .returning({ version: planDocuments.version });
        const [row] = rows;
        if (!row) return { status: 'conflict', current: await currentCopy(tx, userId) };
        return { status: 'applied', version: row.version };
      },
    },
    tick: {
      payload: tickPlanItemPayloadSchema,
      check: async ({ tx, userId, docId, payload }) => {
        requirePlanId(docId);
        const key = `${TICK_FIELD_PREFIX}${(payload as TickPlanItemPayload).itemId}`;
        const { fields } = await currentCopy(tx, userId);
        if (!Object.hasOwn(fields, key) && countTicks(fields) >= PLAN_TICKS_MAX)
          throw tooManyTicks();
      },
      apply: async ({ tx, userId, payload, now }) => {
        const { itemId, at } = payload as TickPlanItemPayload;
        const key = `${TICK_FIELD_PREFIX}${itemId}`;
        const patch = JSON.stringify({ [key]: at });
        const [row] = await tx
          .insert(planDocuments)
          .values({ userId, fields: { [key]: at }, version: 1, updatedAt: now })
          .onConflictDoUpdate({
            target: planDocuments.userId,
            set: {
              fields: sql`${planDocuments.fields} || ${patch}::jsonb`,
              version: sql`${planDocuments.version} + 1`,
              updatedAt: now,
            },
            // The limit again, in SQL: another request may have ticked since `check` read the row.
            setWhere: sql`(${planDocuments.fields} -> ${key}::text) is not null or (select count(*) from jsonb_object_keys(${planDocuments.fields}) as k where starts_with(k, ${TICK_FIELD_PREFIX}::text)) < ${PLAN_TICKS_MAX}::int`,
          })
          .returning({ version: planDocuments.version });
        // Only a race past the limit gets here: the batch fails and the client sends its changes
        // one at a time, when `check` refuses this one.
        if (!row) throw tooManyTicks();
        return { status: 'applied', version: row.version };
      },
    },
  },
};
