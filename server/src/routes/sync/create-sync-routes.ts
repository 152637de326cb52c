/**
 * The sync engine's endpoint, owner-only by construction (the user comes from the
 * token): `POST /sync/mutations/` applies a batch of the caller's mutations in order, each at most
 * once, and answers one result per mutation (common/sync/sync-schema.ts). Request-level failures
 * (401, 413, 429, 5xx) concern the whole batch; per-mutation outcomes are in the results.
 * The older routes (`POST /practice/attempts/`, `PUT /lesson-progress/`) stay for clients that
 * have not updated yet; they write the same tables and bump the same versions.
 */
import { Hono } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { syncBatchRequestSchema, type SyncBatchResponse } from '@/common/sync/sync-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { readJsonBody } from '@/server/src/http/read-json-body.ts';
import { applyMutationBatch } from '@/server/src/sync/apply-mutation-batch.ts';
import type { ServerDocumentType } from '@/server/src/sync/server-document-type.ts';
import { interviewDocumentType } from '../interviews/interview-document-type.ts';
import { jobDocumentType } from '../jobs/job-document-type.ts';
import { attemptDocumentType } from '../practice/attempt-document-type.ts';
import { progressDocumentType } from '../lesson-progress/progress-document-type.ts';
import { planDocumentType } from '../plan/plan-document-type.ts';
import { roleDocumentType } from '../resume-roles/role-document-type.ts';
import { RESUME_DOCUMENT_TYPES } from '../resume/resume-document-types.ts';

/** Every document type the engine carries; a new one is added here. */
const DOCUMENT_TYPES: ReadonlyMap<string, ServerDocumentType> = new Map(
  [
    attemptDocumentType,
    progressDocumentType,
    interviewDocumentType,
    roleDocumentType,
    planDocumentType,
    jobDocumentType,
    ...RESUME_DOCUMENT_TYPES,
  ].map((type) => [type.type, type]),
);

export function createSyncRoutes(db: Db, now: () => Date): Hono {
  return new Hono().post(API_ROUTES.sync.mutations, requireUser, async (c) => {
    const { mutations } = await readJsonBody(c, syncBatchRequestSchema);
    const body: SyncBatchResponse = {
      results: await applyMutationBatch(db, DOCUMENT_TYPES, c.get('user').id, mutations, now()),
    };
    return c.json(body);
  });
}
