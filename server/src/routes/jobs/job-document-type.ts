/**
 * Job applications on the sync engine (issue 29): one document per job (id = the client's UUID),
 * a flat field map (common/jobs/job-document-schema.ts) kept whole in `job_applications.fields`.
 * - `save` merges some fields into the job, checked against the base version in SQL
 *   (compare-and-set); a stale base is a conflict answered with the current copy, which the client
 *   rebases field by field. Base version 0 creates the job, which must then carry every fixed
 *   field (422 otherwise). A job holds at most JOB_MAX_ENTRIES events, contacts and reminders,
 *   deleted ones (null) included, so the stored job always reads back valid (422 beyond). Saving
 *   into a deleted job is refused (404). The job's reminders are copied to `job_reminders` in the
 *   same transaction, and a reminder asking for an e-mail queues its mail job. Each fixed field
 *   the save changes (JOB_HISTORY_FIELDS) is logged in job_field_history with the device's client
 *   id, in the same transaction; the last JOB_HISTORY_PER_FIELD per job and field are kept.
 * - `delete` removes the job for good: it is kept as a tombstone (`deleted_at`, fields emptied)
 *   so a late save is refused instead of bringing it back; its reminders and history go. It
 *   commutes (no base
 *   version) and deleting twice is fine.
 * A job id that belongs to another account is refused as not found (404), like an unknown one.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  JOB_DELETE_OP,
  JOB_DOC_TYPE,
  JOB_FIXED_FIELDS,
  JOB_MAX_ENTRIES,
  JOB_SAVE_OP,
  jobDeletePayloadSchema,
  jobFieldsPatchSchema,
  jobFieldsSchema,
  type JobFieldsPatch,
} from '@/common/jobs/job-document-schema.ts';
import { JOB_HISTORY_FIELDS, JOB_HISTORY_PER_FIELD } from '@/common/jobs/job-history-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { jobApplications, jobReminders } from '@/server/src/db/schema/job-applications.ts';
import { jobFieldHistory } from '@/server/src/db/schema/job-field-history.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { syncJobReminders } from '@/server/src/job-reminders/sync-job-reminders.ts';
import type { ServerDocumentType } from '@/server/src/sync/server-document-type.ts';
import { readJobCopy } from './read-job-copy.ts';

function notFound(): HttpError {
  return new HttpError(404, 'job_not_found', 'This job does not exist.');
}

function requireJobId(docId: string): void {
  if (!z.uuid().safeParse(docId).success) {
    throw new HttpError(400, 'validation_failed', 'A job id must be a UUID.');
  }
}

async function readOwnJob(
  tx: Db,
  userId: string,
  docId: string,
): Promise<{ version: number; fields: Record<string, unknown>; deleted: boolean } | null> {
  const [row] = await tx
    .select({
      userId: jobApplications.userId,
      version: jobApplications.version,
      fields: jobApplications.fields,
      deletedAt: jobApplications.deletedAt,
    })
    .from(jobApplications)
    .where(eq(jobApplications.id, docId));
  if (!row) return null;
  if (row.userId !== userId) throw notFound();
  return { version: row.version, fields: row.fields, deleted: row.deletedAt !== null };
}

function countEntries(fields: Record<string, unknown>): number {
  return Object.keys(fields).filter((key) => !Object.hasOwn(JOB_FIXED_FIELDS, key)).length;
}

/** History rows beyond the newest JOB_HISTORY_PER_FIELD are removed every this many versions. */
const HISTORY_PRUNE_EVERY_VERSIONS = 10;
const HISTORY_FIELDS: ReadonlySet<string> = new Set(JOB_HISTORY_FIELDS);

/**
 * Logs the history fields of `patch` whose value differs from `before` (the job as it was at the
 * base version) and, every few versions, keeps only the newest JOB_HISTORY_PER_FIELD of each.
 */
async function logHistory(
  tx: Db,
  entry: { userId: string; docId: string; clientId: string; version: number; now: Date },
  before: Record<string, unknown>,
  patch: JobFieldsPatch,
): Promise<void> {
  // Fixed fields are strings and booleans: `!==` compares them.
  const changed = Object.keys(patch).filter(
    (field) => HISTORY_FIELDS.has(field) && patch[field] !== before[field],
  );
  if (changed.length === 0) return;
  await tx.insert(jobFieldHistory).values(
    changed.map((field) => ({
      userId: entry.userId,
      jobId: entry.docId,
      field,
      value: patch[field],
      clientId: entry.clientId,
      version: entry.version,
      changedAt: entry.now,
    })),
  );
  if (entry.version % HISTORY_PRUNE_EVERY_VERSIONS !== 0) return;
  await tx.execute(sql`
    delete from ${jobFieldHistory} where id in (
      select id from (
        select id, row_number() over (partition by field order by id desc) as rank
        from ${jobFieldHistory}
        where job_id = ${entry.docId} and field in (${sql.join(
          changed.map((field) => sql`${field}`),
          sql`, `,
        )})
      ) ranked where ranked.rank > ${JOB_HISTORY_PER_FIELD}
    )`);
}

export const jobDocumentType: ServerDocumentType = {
  type: JOB_DOC_TYPE,
  operations: {
    [JOB_SAVE_OP]: {
      payload: jobFieldsPatchSchema,
      check: async ({ tx, userId, docId, payload, baseVersion }) => {
        requireJobId(docId);
        const patch = payload as JobFieldsPatch;
        const existing = await readOwnJob(tx, userId, docId);
        if (existing?.deleted) {
          throw new HttpError(404, 'job_deleted', 'This job was deleted.');
        }
        if (!existing) {
          if (baseVersion !== 0) throw notFound();
          const whole = jobFieldsSchema.safeParse(patch);
          if (!whole.success) {
            const fields: Record<string, string> = {};
            for (const issue of whole.error.issues) {
              fields[issue.path.join('.') || '_'] ??= issue.message;
            }
            // The payload passed the patch schema, so only fixed fields can be missing.
            const missing = whole.error.issues[0]?.path.join('.') ?? 'a field';
            throw new HttpError(
              422,
              'job_incomplete',
              `A new job must carry every field: ${missing} is missing.`,
              fields,
            );
          }
          return;
        }
        // A stale base is a conflict (in `apply`): the rebased change is checked when it comes back.
        if (existing.version !== baseVersion) return;
        if (countEntries({ ...existing.fields, ...patch }) > JOB_MAX_ENTRIES) {
          throw new HttpError(
            422,
            'job_too_many_entries',
            `A job keeps at most ${JOB_MAX_ENTRIES} events, contacts and reminders.`,
          );
        }
      },
      apply: async ({ tx, userId, docId, payload, baseVersion, now, clientId }) => {
        const patch = payload as JobFieldsPatch;
        // The job as the save found it: if the compare-and-set below applies, it was this version.
        const [before] =
          baseVersion === 0
            ? []
            : await tx
                .select({ fields: jobApplications.fields })
                .from(jobApplications)
                .where(and(eq(jobApplications.id, docId), eq(jobApplications.userId, userId)));
        const rows =
          baseVersion === 0
            ? await tx
                .insert(jobApplications)
                .values({
                  id: docId,
                  userId,
                  fields: patch,
                  version: 1,
                  createdAt: now,
                  updatedAt: now,
                })
                .onConflictDoNothing()
                .returning({ version: jobApplications.version })
            : await tx
                .update(jobApplications)
                .set({
                  fields: sql`${jobApplications.fields} || ${JSON.stringify(patch)}::jsonb`,
                  version: sql`${jobApplications.version} + 1`,
                  updatedAt: now,
                })
                .where(
                  and(
                    eq(jobApplications.id, docId),
                    eq(jobApplications.userId, userId),
                    eq(jobApplications.version, baseVersion),
                    isNull(jobApplications.deletedAt),
                  ),
                )
                .returning({ version: jobApplications.version });
        const [row] = rows;
        if (!row) return { status: 'conflict', current: await readJobCopy(tx, userId, docId) };
        await syncJobReminders(tx, userId, docId, patch);
        await logHistory(
          tx,
          { userId, docId, clientId: clientId ?? 'unknown', version: row.version, now },
          before?.fields ?? {},
          patch,
        );
        return { status: 'applied', version: row.version };
      },
    },
    [JOB_DELETE_OP]: {
      payload: jobDeletePayloadSchema,
      check: async ({ tx, userId, docId }) => {
        requireJobId(docId);
        if (!(await readOwnJob(tx, userId, docId))) throw notFound();
      },
      apply: async ({ tx, userId, docId, now }) => {
        const [row] = await tx
          .update(jobApplications)
          .set({
            fields: {},
            version: sql`${jobApplications.version} + 1`,
            updatedAt: now,
            deletedAt: sql`coalesce(${jobApplications.deletedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(and(eq(jobApplications.id, docId), eq(jobApplications.userId, userId)))
          .returning({ version: jobApplications.version });
        await tx.delete(jobReminders).where(eq(jobReminders.jobId, docId));
        await tx.delete(jobFieldHistory).where(eq(jobFieldHistory.jobId, docId));
        // `check` found the job in this transaction, so the row is there.
        return row
          ? { status: 'applied', version: row.version }
          : { status: 'conflict', current: await readJobCopy(tx, userId, docId) };
      },
    },
  },
};
