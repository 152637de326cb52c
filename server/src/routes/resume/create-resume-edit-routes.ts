/**
 * The write routes of resumes (product.md#api), thin wrappers over the sync engine's apply:
 * each request becomes ONE mutation applied by applyMutationBatch with the resume document types,
 * so it is recorded in sync_applied_mutations like the editor's own changes. An `Idempotency-Key`
 * header (a UUID) is that mutation's id: a replay applies nothing and answers the same way.
 * A body `version` makes the write a compare-and-set (409 with the current copy when a written
 * field changed since); without it the write applies to whatever the server has.
 * - PUT  /resume/{resume_id}/update/                     the resume as GET returns it, or part
 * - POST /resume/{kind}/create/                         {resume_id, id?, position?, fields}
 *   (kind: employment, education, skill, project, certification)
 * - PUT  /resume/{kind}/{id}/update/                     the item as GET returns it, or part
 * - DELETE /resume/{kind}/{id}/delete/
 * What an update body may hold is resume-edit-schema.ts's rule; only the fields whose value
 * differs from the server's are written.
 * - GET  /resume/{resume_id}/history/                    the per-field history (owner only)
 * Anything not the caller's answers 404, like a missing one.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  itemCreateBodySchemas,
  itemUpdateBodySchemas,
  RESUME_DOC_TYPE,
  RESUME_HISTORY_PER_FIELD,
  RESUME_ITEM_DOC_TYPES,
  resumeUpdateBodySchema,
  type ResumeHistoryResponse,
  type ResumeWriteResponse,
} from '@/common/resume/resume-edit-schema.ts';
import { RESUME_ITEM_KINDS, type ResumeItemKind } from '@/common/resume/resume-fields-schema.ts';
import type { ServerCopy } from '@/common/sync/sync-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { resumeFieldHistory } from '@/server/src/db/schema/resume-history.ts';
import { resumes } from '@/server/src/db/schema/resumes.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { readJsonBody } from '@/server/src/http/read-json-body.ts';
import { applyMutationBatch } from '@/server/src/sync/apply-mutation-batch.ts';
import type { ServerDocumentType } from '@/server/src/sync/server-document-type.ts';
import { syncAppliedMutations } from '@/server/src/db/schema/sync.ts';
import {
  nextItemPosition,
  readItemCopy,
  readResumeCopy,
  RESUME_DOCUMENT_TYPES,
} from './resume-document-types.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TYPES: ReadonlyMap<string, ServerDocumentType> = new Map(
  RESUME_DOCUMENT_TYPES.map((type) => [type.type, type]),
);
/** Client id recorded for changes made through these routes (the history's "device"). */
const HTTP_CLIENT_ID = 'http';

function notFound(): HttpError {
  return new HttpError(404, 'not_found', 'This resume or item does not exist or was deleted.');
}

function itemKind(value: string): ResumeItemKind {
  if (!(RESUME_ITEM_KINDS as readonly string[]).includes(value)) throw notFound();
  return value as ResumeItemKind;
}

function idempotencyKey(c: Context): string {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return randomUUID();
  if (!UUID.test(key)) {
    throw new HttpError(400, 'invalid_idempotency_key', 'Idempotency-Key must be a UUID.');
  }
  return key.toLowerCase();
}

interface OneMutation {
  docType: string;
  docId: string;
  op: string;
  payload: Record<string, unknown>;
  baseVersion: number;
}

export function createResumeEditRoutes(db: Db, now: () => Date): Hono {
  const routes = new Hono();

  /** Applies one mutation; answers the copy after it, or 409 with the current copy. */
  async function applyOne(
    c: Context,
    mutation: OneMutation,
    readCopy: () => Promise<ServerCopy>,
    successStatus: 200 | 201,
  ): Promise<Response> {
    const id = idempotencyKey(c);
    const [result] = await applyMutationBatch(
      db,
      TYPES,
      (c.get('user') as { id: string }).id,
      [
        {
          id,
          client_id: HTTP_CLIENT_ID,
          seq: 0,
          doc_type: mutation.docType,
          doc_id: mutation.docId,
          op: mutation.op,
          payload: mutation.payload,
          base_version: mutation.baseVersion,
        },
      ],
      now(),
    );
    if (!result || result.status === 'skipped') {
      throw new HttpError(503, 'not_applied', 'The change could not be applied; send it again.');
    }
    if (result.status === 'rejected') {
      throw new HttpError(result.http_status as 400, result.code, result.message, result.fields);
    }
    if (result.status === 'conflict') {
      return c.json({ code: 'conflict', message: result.message, current: result.current }, 409);
    }
    const copy = await readCopy();
    const body: ResumeWriteResponse = {
      id: mutation.docId,
      version: result.version,
      fields: copy.fields,
      replayed: result.replayed,
    };
    return c.json(body, result.replayed ? 200 : successStatus);
  }

  /** The earlier application of this request's Idempotency-Key to `docId`, if any. */
  async function findReplay(
    c: Context,
    userId: string,
    docId: string,
  ): Promise<{ version: number } | undefined> {
    const key = c.req.header('Idempotency-Key')?.toLowerCase();
    if (!key || !UUID.test(key)) return undefined;
    const [row] = await db
      .select({ result: syncAppliedMutations.result })
      .from(syncAppliedMutations)
      .where(
        and(
          eq(syncAppliedMutations.id, key),
          eq(syncAppliedMutations.userId, userId),
          eq(syncAppliedMutations.docId, docId),
        ),
      );
    return row?.result;
  }

  /**
   * An update of only the fields that differ from the server's copy: a body sent back as GET
   * returned it must not write (nor version, nor log in the history, nor make a compare-and-set
   * conflict of) what it did not change. Nothing changed: answers the copy, writing nothing.
   */
  async function applyChangedFields(
    c: Context,
    mutation: OneMutation,
    current: ServerCopy,
    readCopy: () => Promise<ServerCopy>,
  ): Promise<Response> {
    const changed = Object.fromEntries(
      Object.entries(mutation.payload).filter(([key, value]) => value !== current.fields[key]),
    );
    if (Object.keys(changed).length > 0) {
      return applyOne(c, { ...mutation, payload: changed }, readCopy, 200);
    }
    const replay = await findReplay(c, (c.get('user') as { id: string }).id, mutation.docId);
    const body: ResumeWriteResponse = {
      id: mutation.docId,
      version: replay?.version ?? current.version,
      fields: current.fields,
      replayed: replay !== undefined,
    };
    return c.json(body, 200);
  }

  routes.put(API_ROUTES.resume.update, requireUser, async (c) => {
    const resumeId = c.req.param('id');
    if (!UUID.test(resumeId)) throw notFound();
    const { version, resume_id: bodyId, ...fields } = await readJsonBody(c, resumeUpdateBodySchema);
    if (bodyId !== undefined && bodyId !== resumeId) {
      throw new HttpError(400, 'validation_failed', 'Some fields are not valid.', {
        resume_id: 'resume_id must be the resume in the path.',
      });
    }
    const userId = c.get('user').id;
    const current = await readResumeCopy(db, userId, resumeId);
    if (current.version === 0) throw notFound();
    return applyChangedFields(
      c,
      {
        docType: RESUME_DOC_TYPE,
        docId: resumeId,
        op: 'update',
        payload: fields,
        baseVersion: version ?? current.version,
      },
      current,
      () => readResumeCopy(db, userId, resumeId),
    );
  });

  routes.post(API_ROUTES.resume.itemCreate, requireUser, async (c) => {
    const kind = itemKind(c.req.param('kind'));
    const body = (await readJsonBody(c, itemCreateBodySchemas[kind])) as Record<string, unknown> & {
      resume_id: string;
      id?: string;
      position?: number;
    };
    const { id: requestedId, ...rest } = body;
    const userId = c.get('user').id;
    const [owned] = await db
      .select({ id: resumes.id })
      .from(resumes)
      .where(and(eq(resumes.id, body.resume_id), eq(resumes.userId, userId)));
    if (!owned) throw notFound();
    const id = requestedId ?? randomUUID();
    const position = body.position ?? (await nextItemPosition(db, kind, body.resume_id));
    return applyOne(
      c,
      {
        docType: RESUME_ITEM_DOC_TYPES[kind],
        docId: id,
        op: 'create',
        payload: { ...rest, position },
        baseVersion: 0,
      },
      () => readItemCopy(db, kind, userId, id),
      201,
    );
  });

  routes.put(API_ROUTES.resume.itemUpdate, requireUser, async (c) => {
    const kind = itemKind(c.req.param('kind'));
    const itemId = c.req.param('id');
    if (!UUID.test(itemId)) throw notFound();
    const {
      version,
      id: bodyId,
      resume_id: bodyResumeId,
      ...fields
    } = (await readJsonBody(c, itemUpdateBodySchemas[kind])) as Record<string, unknown> & {
      version?: number;
      id?: string;
      resume_id?: string;
    };
    const userId = c.get('user').id;
    const current = await readItemCopy(db, kind, userId, itemId);
    if (current.version === 0) throw notFound();
    // The item as GET returned it names itself and its resume: both must be this item's.
    const wrong: Record<string, string> = {};
    if (bodyId !== undefined && bodyId.toLowerCase() !== itemId.toLowerCase()) {
      wrong.id = 'id must be the item in the path.';
    }
    if (bodyResumeId !== undefined && bodyResumeId !== current.fields.resume_id) {
      wrong.resume_id = 'resume_id must be the resume this item belongs to.';
    }
    if (Object.keys(wrong).length > 0) {
      throw new HttpError(400, 'validation_failed', 'Some fields are not valid.', wrong);
    }
    return applyChangedFields(
      c,
      {
        docType: RESUME_ITEM_DOC_TYPES[kind],
        docId: itemId,
        op: 'update',
        payload: fields,
        baseVersion: version ?? current.version,
      },
      current,
      () => readItemCopy(db, kind, userId, itemId),
    );
  });

  routes.delete(API_ROUTES.resume.itemDelete, requireUser, async (c) => {
    const kind = itemKind(c.req.param('kind'));
    const itemId = c.req.param('id');
    if (!UUID.test(itemId)) throw notFound();
    const userId = c.get('user').id;
    const current = await readItemCopy(db, kind, userId, itemId);
    if (current.version === 0) {
      // Gone: a replay of the delete that removed it answers as before; anything else is 404.
      const replay = await findReplay(c, userId, itemId);
      if (!replay) throw notFound();
      return c.body(null, 204);
    }
    const response = await applyOne(
      c,
      {
        docType: RESUME_ITEM_DOC_TYPES[kind],
        docId: itemId,
        op: 'delete',
        payload: {},
        baseVersion: current.version,
      },
      async () => ({ version: 0, fields: {} }),
      200,
    );
    return response.ok ? c.body(null, 204) : response;
  });

  routes.get(API_ROUTES.resume.history, requireUser, async (c) => {
    const resumeId = c.req.param('id');
    if (!UUID.test(resumeId)) throw notFound();
    const userId = c.get('user').id;
    const [owned] = await db
      .select({ id: resumes.id })
      .from(resumes)
      .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
    if (!owned) throw notFound();
    const docId = c.req.query('doc_id');
    const field = c.req.query('field');
    const rows = await db
      .select()
      .from(resumeFieldHistory)
      .where(
        and(
          eq(resumeFieldHistory.resumeId, resumeId),
          eq(resumeFieldHistory.userId, userId),
          docId && UUID.test(docId) ? eq(resumeFieldHistory.docId, docId) : undefined,
          field ? eq(resumeFieldHistory.field, field) : undefined,
        ),
      )
      .orderBy(desc(resumeFieldHistory.id));
    // Pruning runs every few versions: never show more than the newest N per field.
    const seen = new Map<string, number>();
    const newest = rows.filter((row) => {
      const key = `${row.docId}\u0000${row.field}`;
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      return count <= RESUME_HISTORY_PER_FIELD;
    });
    const body: ResumeHistoryResponse = {
      results: newest.map((row) => ({
        doc_type: row.docType,
        doc_id: row.docId,
        field: row.field,
        value: row.value,
        client_id: row.clientId,
        version: row.version,
        changed_at: row.changedAt.toISOString(),
      })),
    };
    return c.json(body);
  });

  return routes;
}
