/**
 * Job applications on the client sync engine: one document per job, fields as in
 * common/jobs/job-document-schema.ts; `save` replaces fields (rebased field by field, so moving a
 * job on two devices is a conflict the learner settles, while two different fields merge);
 * `delete` removes it. Server fields are merged into the local row.
 */
import {
  JOB_DELETE_OP,
  JOB_DOC_TYPE,
  JOB_STAGE_LABELS,
  type JobFields,
  type JobStage,
} from '@/common/jobs/job-document-schema.ts';
import type { SyncDocumentType } from '@/src/lib/sync/sync-document-type.ts';

const LABELS: Record<string, string> = {
  company: 'Company',
  title: 'Job title',
  link: 'Link',
  location: 'Location',
  salary: 'Salary',
  description: 'Job description',
  notes: 'Notes',
  stage: 'Stage',
  archived: 'Archived',
  resumeId: 'Résumé',
  coverLetter: 'Cover letter',
};

export const jobSyncType: SyncDocumentType = {
  type: JOB_DOC_TYPE,
  tables: (db) => [db.jobApplications],
  reduce: (fields, op, payload) => (op === JOB_DELETE_OP ? fields : { ...fields, ...payload }),
  applyServerFields: async (db, owner, docId, fields) => {
    const row = await db.jobApplications.get(docId);
    if (row && row.owner !== owner) return;
    await db.jobApplications.put({
      id: docId,
      owner,
      fields: { ...(row?.fields ?? {}), ...fields } as JobFields,
      updatedAt: Date.now(),
    });
  },
  describe: (field, value) => {
    if (field === 'stage') {
      return { label: 'Stage', value: JOB_STAGE_LABELS[value as JobStage] ?? String(value) };
    }
    const prefix = field.slice(0, field.indexOf('.'));
    if (
      prefix === 'event' ||
      prefix === 'contact' ||
      prefix === 'reminder' ||
      prefix === 'tailor'
    ) {
      const label = {
        event: 'Timeline event',
        contact: 'Contact',
        reminder: 'Reminder',
        tailor: 'Tailored résumé',
      }[prefix];
      const entry = value as Record<string, unknown> | null;
      return {
        label,
        value: entry
          ? String(entry.text ?? entry.name ?? entry.value ?? '') || '(empty)'
          : '(deleted)',
      };
    }
    return {
      label: LABELS[field] ?? field,
      value: value === '' || value === null || value === undefined ? '(empty)' : String(value),
    };
  },
};
