/**
 * Resumes as sync engine document types: the resume's own fields (`resume`, id = the
 * resume) and one document per employment, education, skill, project and certification item. The local document is the
 * resume's `resumeDetails` row: fields taken from the server are written into it, so everything
 * reading that row (list preview, editor) follows.
 */
import { RESUME_DOC_TYPE, RESUME_ITEM_DOC_TYPES } from '@/common/resume/resume-edit-schema.ts';
import {
  RESUME_FIELDS,
  RESUME_ITEM_KINDS,
  type ResumeItemKind,
} from '@/common/resume/resume-fields-schema.ts';
import { resumeDetailsRowSchema } from '@/common/resume/resume-rows-schema.ts';
import type { NyraDatabase } from '@/src/lib/db.ts';
import type { SyncDocumentType, SyncFields } from '@/src/lib/sync/sync-document-type.ts';
import { describeResumeField } from '../logic/describe-resume-field.ts';
import { ITEM_LIST_KEY } from '../logic/resume-item-lists.ts';
import { setItemFields } from '../logic/set-item-fields.ts';
import { updateLocalResume } from './update-local-resume.ts';

const RESUME_FIELD_NAMES = new Set(Object.keys(RESUME_FIELDS));

async function applyResumeFields(
  db: NyraDatabase,
  owner: string,
  resumeId: string,
  fields: SyncFields,
): Promise<void> {
  await updateLocalResume(db, owner, resumeId, (row) => {
    const details = row.details as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(fields)) {
      if (RESUME_FIELD_NAMES.has(field)) details[field] = value;
    }
  });
}

/** Finds the owner's resume holding this item (or, for a new one, the resume it names). */
async function applyItemFields(
  kind: ResumeItemKind,
  db: NyraDatabase,
  owner: string,
  itemId: string,
  fields: SyncFields,
): Promise<void> {
  const rows = (await db.resumeDetails.where('owner').equals(owner).toArray())
    .map((row) => resumeDetailsRowSchema.safeParse(row))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  const key = ITEM_LIST_KEY[kind];
  const holder =
    rows.find((row) => row.details[key].some((item) => item.id === itemId)) ??
    rows.find((row) => row.resumeId === fields.resume_id);
  if (!holder) return;
  // Deleted here and waiting for Undo: the deletion wins until the user undoes it.
  if (holder.pendingDeletes?.some((entry) => entry.item.id === itemId)) return;
  await updateLocalResume(db, owner, holder.resumeId, (row) => {
    if (setItemFields(row.details, kind, itemId, fields)) return;
    if (fields.resume_id !== row.resumeId) return;
    // Created on another device: add it, with empty values for anything not sent.
    const list = row.details[key] as unknown as Array<Record<string, unknown>>;
    list.push({ id: itemId, version: 1, parse_meta: {}, ...emptyItem(kind), ...fields });
    delete list[list.length - 1]!.resume_id;
    setItemFields(row.details, kind, itemId, { position: fields.position ?? list.length - 1 });
  });
}

export function emptyItem(kind: ResumeItemKind): Record<string, unknown> {
  if (kind === 'skill') return { skill_name: '', skill_level: null, skill_description: '' };
  if (kind === 'project') {
    return {
      project_name: '',
      description: '',
      url: '',
      start_date: '',
      end_date: '',
      keywords: '',
    };
  }
  if (kind === 'certification') {
    return { certification_name: '', issuer: '', issue_date: '', url: '', credential_id: '' };
  }
  if (kind === 'employment') {
    return {
      company_name: '',
      title: '',
      start_date: '',
      end_date: '',
      description: '',
      location: '',
    };
  }
  return {
    school_name: '',
    degree: '',
    field_of_study: '',
    start_date: '',
    end_date: '',
    description: '',
  };
}

export const resumeSyncType: SyncDocumentType = {
  type: RESUME_DOC_TYPE,
  tables: (db) => [db.resumeDetails],
  applyServerFields: applyResumeFields,
  describe: describeResumeField,
};

export const resumeItemSyncTypes: SyncDocumentType[] = RESUME_ITEM_KINDS.map((kind) => ({
  type: RESUME_ITEM_DOC_TYPES[kind],
  tables: (db) => [db.resumeDetails],
  // Deleting an item that is already gone is harmless: it never needs the user.
  commutativeOps: ['delete'],
  applyServerFields: (db, owner, itemId, fields) =>
    applyItemFields(kind, db, owner, itemId, fields),
  describe: describeResumeField,
}));
