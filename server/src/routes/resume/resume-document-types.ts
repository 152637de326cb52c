/**
 * Resumes on the sync engine: the resume's own fields and its employment, education, skill,
 * project and certification items, one document each (id = the row's UUID). Updates compare and set PER FIELD: a
 * field may be written against base version B only if it has not changed since B
 * (`field_versions[field] <= B`, checked in the UPDATE's WHERE), so two devices editing different
 * fields of one resume both apply without a round trip, and a stale write of the same field is a
 * conflict answered with the current copy. Every applied field change is also recorded in
 * resume_field_history (the last RESUME_HISTORY_PER_FIELD values per field), in the same
 * transaction. The write routes (create-resume-edit-routes.ts) apply the same operations.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  itemCreatePayloadSchemas,
  itemDeletePayloadSchema,
  itemUpdatePayloadSchemas,
  RESUME_DOC_TYPE,
  RESUME_HISTORY_PER_FIELD,
  RESUME_ITEM_DOC_TYPES,
  resumeUpdatePayloadSchema,
  type ItemCreatePayload,
} from '@/common/resume/resume-edit-schema.ts';
import {
  ITEM_FIELDS,
  RESUME_FIELDS,
  RESUME_ITEM_KINDS,
  RESUME_MAX_ITEMS,
  type ResumeItemKind,
} from '@/common/resume/resume-fields-schema.ts';
import type { ServerCopy } from '@/common/sync/sync-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { resumeFieldHistory } from '@/server/src/db/schema/resume-history.ts';
import {
  resumeCertifications,
  resumeEducation,
  resumeEmployment,
  resumeProjects,
  resumes,
  resumeSkills,
} from '@/server/src/db/schema/resumes.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import type { ApplyContext, ServerDocumentType } from '@/server/src/sync/server-document-type.ts';

type Fields = Record<string, unknown>;

const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export const ITEM_TABLES = {
  employment: resumeEmployment,
  education: resumeEducation,
  skill: resumeSkills,
  project: resumeProjects,
  certification: resumeCertifications,
} as const;

function resumeNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'This resume does not exist or was deleted.');
}
function itemNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'This item does not exist or was deleted.');
}

/** The current copy of a resume's own fields (version 0 and no fields when it is gone). */
export async function readResumeCopy(
  tx: Db,
  userId: string,
  resumeId: string,
): Promise<ServerCopy> {
  const [row] = await tx
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
  if (!row) return { version: 0, fields: {} };
  const record = row as unknown as Fields;
  return {
    version: row.version,
    fields: Object.fromEntries(Object.keys(RESUME_FIELDS).map((f) => [f, record[camel(f)]])),
  };
}

/** The current copy of an item: its fields, `position` and `resume_id`. */
export async function readItemCopy(
  tx: Db,
  kind: ResumeItemKind,
  userId: string,
  itemId: string,
): Promise<ServerCopy> {
  const table = ITEM_TABLES[kind];
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, itemId), eq(table.userId, userId)));
  if (!row) return { version: 0, fields: {} };
  const record = row as unknown as Fields;
  return {
    version: row.version,
    fields: {
      resume_id: row.resumeId,
      position: row.position,
      ...Object.fromEntries(Object.keys(ITEM_FIELDS[kind]).map((f) => [f, record[camel(f)]])),
    },
  };
}

/** History rows beyond the newest RESUME_HISTORY_PER_FIELD are removed every this many versions. */
const HISTORY_PRUNE_EVERY_VERSIONS = 10;

/** Keeps only the newest RESUME_HISTORY_PER_FIELD values of each of `fields` of a document. */
async function pruneHistory(tx: Db, docId: string, fields: string[]): Promise<void> {
  if (fields.length === 0) return;
  await tx.execute(sql`
    delete from ${resumeFieldHistory} where id in (
      select id from (
        select id, row_number() over (partition by field order by id desc) as rank
        from ${resumeFieldHistory}
        where doc_id = ${docId} and field in (${sql.join(
          fields.map((n) => sql`${n}`),
          sql`, `,
        )})
      ) ranked where ranked.rank > ${RESUME_HISTORY_PER_FIELD}
    )`);
}

/**
 * ONE statement: UPDATE … SET the fields, version + 1, field_versions[f] = new version, WHERE the
 * row is the user's and none of the written fields changed after `baseVersion`; the same
 * statement logs each written field (but `position`) into the history. No row: stale (or gone).
 * Column names are the field names (validated against the operation's schema before this).
 */
async function compareAndSetFields(
  context: ApplyContext<Fields>,
  table: PgTable,
  docType: string,
  resumeIdColumn: SQL,
): Promise<{ version: number; resumeId: string } | undefined> {
  const { tx, payload, baseVersion, docId, userId, now } = context;
  const names = Object.keys(payload);
  const sets = names.map((name) => sql`${sql.identifier(name)} = ${payload[name] ?? null}`);
  const fresh = names.map(
    (name) => sql`coalesce((field_versions ->> ${name})::int, 0) <= ${baseVersion}`,
  );
  const stamp = sql.join(
    names.map((name) => sql`${name}::text, version + 1`),
    sql`, `,
  );
  const logged = Object.fromEntries(
    names.filter((name) => name !== 'position').map((name) => [name, payload[name] ?? null]),
  );
  const result: unknown = await tx.execute(sql`
    with updated as (
      update ${table} set ${sql.join(sets, sql`, `)},
        version = version + 1,
        field_versions = field_versions || jsonb_build_object(${stamp}),
        updated_at = ${now.toISOString()}::timestamptz
      where id = ${docId} and user_id = ${userId} and ${sql.join(fresh, sql` and `)}
      returning version, ${resumeIdColumn} as resume_id
    ), logged as (
      insert into ${resumeFieldHistory}
        (user_id, resume_id, doc_type, doc_id, field, value, client_id, version, changed_at)
      select ${userId}::uuid, updated.resume_id, ${docType}::text, ${docId}::uuid, f.key, f.value,
        ${context.clientId ?? 'http'}::text, updated.version, ${now.toISOString()}::timestamptz
      from updated, jsonb_each(${JSON.stringify(logged)}::jsonb) as f
    )
    select version, resume_id from updated`);
  // postgres-js answers with an array of rows, PGlite with { rows }.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    version: number;
    resume_id: string;
  }>;
  const row = rows[0];
  if (!row) return undefined;
  const version = Number(row.version);
  if (version % HISTORY_PRUNE_EVERY_VERSIONS === 0) {
    await pruneHistory(tx, docId, Object.keys(logged));
  }
  return { version, resumeId: row.resume_id };
}

async function ownedResume(tx: Db, userId: string, resumeId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
  return Boolean(row);
}

export const resumeDocumentType: ServerDocumentType = {
  type: RESUME_DOC_TYPE,
  operations: {
    update: {
      payload: resumeUpdatePayloadSchema,
      check: async ({ tx, userId, docId }) => {
        if (!(await ownedResume(tx, userId, docId))) throw resumeNotFound();
      },
      apply: async (context: ApplyContext<Fields>) => {
        const row = await compareAndSetFields(context, resumes, RESUME_DOC_TYPE, sql`id`);
        if (!row) {
          return {
            status: 'conflict',
            current: await readResumeCopy(context.tx, context.userId, context.docId),
          };
        }
        return { status: 'applied', version: row.version };
      },
    },
  },
};

function itemDocumentType(kind: ResumeItemKind): ServerDocumentType {
  const table = ITEM_TABLES[kind];
  const docType = RESUME_ITEM_DOC_TYPES[kind];
  const owner = async (tx: Db, itemId: string) =>
    (await tx.select({ userId: table.userId }).from(table).where(eq(table.id, itemId)))[0]?.userId;
  return {
    type: docType,
    operations: {
      create: {
        payload: itemCreatePayloadSchemas[kind],
        check: async ({ tx, userId, docId, payload }: ApplyContext<ItemCreatePayload>) => {
          if (!(await ownedResume(tx, userId, payload.resume_id))) throw resumeNotFound();
          const existing = await owner(tx, docId);
          if (existing !== undefined && existing !== userId) {
            throw new HttpError(422, 'id_taken', 'This item id is already in use.');
          }
          // The export and the share page show at most this many: more could never be shown.
          const [count] = await tx
            .select({ items: sql<number>`count(*)` })
            .from(table)
            .where(eq(table.resumeId, payload.resume_id));
          if (existing === undefined && Number(count?.items ?? 0) >= RESUME_MAX_ITEMS[kind]) {
            throw new HttpError(
              422,
              'too_many_items',
              `A resume holds at most ${RESUME_MAX_ITEMS[kind]} of these; remove one to add another.`,
            );
          }
        },
        apply: async ({ tx, userId, docId, payload, now }: ApplyContext<ItemCreatePayload>) => {
          const { resume_id: resumeId, position, ...fields } = payload;
          const values: Record<string, unknown> = {
            id: docId,
            resumeId,
            userId,
            position,
            version: 1,
            fieldVersions: {},
            createdAt: now,
            updatedAt: now,
          };
          for (const [name, value] of Object.entries(fields)) values[camel(name)] = value;
          const [row] = await tx
            .insert(table)
            .values(values as never)
            .onConflictDoNothing()
            .returning({ version: table.version });
          if (!row) {
            // The same id created before by another change: the caller rebases on this copy.
            return { status: 'conflict', current: await readItemCopy(tx, kind, userId, docId) };
          }
          return { status: 'applied', version: row.version };
        },
      },
      update: {
        payload: itemUpdatePayloadSchemas[kind],
        check: async ({ tx, userId, docId }) => {
          if ((await owner(tx, docId)) !== userId) throw itemNotFound();
        },
        apply: async (context: ApplyContext<Fields>) => {
          const row = await compareAndSetFields(context, table, docType, sql`resume_id`);
          if (!row) {
            return {
              status: 'conflict',
              current: await readItemCopy(context.tx, kind, context.userId, context.docId),
            };
          }
          return { status: 'applied', version: row.version };
        },
      },
      // Deleting commutes: a delete of an item that is already gone (another device deleted it)
      // applies as a no-op, so it never needs the user. Another user's item is refused (404).
      delete: {
        payload: itemDeletePayloadSchema,
        check: async ({ tx, userId, docId }) => {
          const existing = await owner(tx, docId);
          if (existing !== undefined && existing !== userId) throw itemNotFound();
        },
        apply: async ({ tx, userId, docId }) => {
          const [row] = await tx
            .delete(table)
            .where(and(eq(table.id, docId), eq(table.userId, userId)))
            .returning({ version: table.version });
          return { status: 'applied', version: (row?.version ?? 0) + 1 };
        },
      },
    },
  };
}

export const resumeItemDocumentTypes = Object.fromEntries(
  RESUME_ITEM_KINDS.map((kind) => [kind, itemDocumentType(kind)]),
) as Record<ResumeItemKind, ServerDocumentType>;

/** Every resume document type, for DOCUMENT_TYPES of the sync route. */
export const RESUME_DOCUMENT_TYPES: ServerDocumentType[] = [
  resumeDocumentType,
  ...Object.values(resumeItemDocumentTypes),
];

/** Next free position in a resume's list of items of `kind`. */
export async function nextItemPosition(
  tx: Db,
  kind: ResumeItemKind,
  resumeId: string,
): Promise<number> {
  const table = ITEM_TABLES[kind];
  const [row] = await tx
    .select({ max: sql<number | null>`max(${table.position})` })
    .from(table)
    .where(inArray(table.resumeId, [resumeId]));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}
