/**
 * THE IndexedDB database of the app (Dexie). Each feature owns tables; the schema only grows
 * through new `version(n)` blocks below (never edit a shipped version): add a block that lists
 * the new or changed tables, plus an `upgrade` callback when rows must be migrated.
 *
 * Row shapes are zod schemas in common/ and are validated on read by the features.
 */
import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie';
import {
  NEVER_CHANGED_AT,
  type LessonDownloadRow,
  type LessonProgressRow,
} from '@/common/courses/courses-rows-schema.ts';
import { LESSON_PROGRESS_DOC_TYPE } from '@/common/courses/progress-schema.ts';
import { PRACTICE_ATTEMPT_DOC_TYPE } from '@/common/practice/attempt-schema.ts';
import { toAttemptPayload } from '@/common/practice/to-attempt-payload.ts';
import type {
  PracticeAttemptRow,
  PracticeDraftRow,
  PracticeProgressRow,
} from '@/common/practice/practice-rows-schema.ts';
import type { OutboxRow, SyncDocumentRow, SyncMetaRow } from '@/common/sync/outbox-row-schema.ts';
import type { InterviewSessionRow } from '@/common/interviews/interview-session-schema.ts';
import {
  pendingResumeUploadRowSchema,
  type ResumeDetailsRow,
  type ResumeListRow,
} from '@/common/resume/resume-rows-schema.ts';
import { RESUME_FILE_DOC_TYPE } from '@/common/resume/resume-upload-schema.ts';
import type { RoleAnalysisRow } from '@/common/role-analysis/role-rows-schema.ts';
import type { PlanDocumentRow, PlanSnapshotRow } from '@/common/plan/plan-rows-schema.ts';
import type { JobRow } from '@/common/jobs/job-document-schema.ts';
import type {
  CertificateListRow,
  VerifiedCredentialRow,
} from '@/common/certificates/certificate-rows-schema.ts';

export const DATABASE_NAME = 'nyra';

/** Fired on window when another tab upgraded the database and this tab must reload. */
export const DATABASE_OUTDATED_EVENT = 'nyra:database-outdated';

export type NyraDatabase = Dexie & {
  /** Practice: the code in the editor, per user and problem. */
  practiceDrafts: EntityTable<PracticeDraftRow, 'key'>;
  /** Practice: every Run and Submit, with its sync state. */
  practiceAttempts: EntityTable<PracticeAttemptRow, 'id'>;
  /** Practice: the server's per-problem progress, cached for offline use. */
  practiceProgress: EntityTable<PracticeProgressRow, 'key'>;
  /** Lessons: progress per user and lesson, written here first and synced to the server. */
  lessonProgress: Table<LessonProgressRow, [string, string]>;
  /** Lessons: courses made available offline on this device. */
  lessonDownloads: EntityTable<LessonDownloadRow, 'courseId'>;
  /** Sync engine (src/lib/sync/): every mutation not yet accepted by the server. */
  syncOutbox: EntityTable<OutboxRow, 'id'>;
  /** Sync engine: the last server copy of each synced document (the base of a rebase). */
  syncDocuments: Table<SyncDocumentRow, [string, string, string]>;
  /** Sync engine: this device's client id and next sequence number. */
  syncMeta: EntityTable<SyncMetaRow, 'key'>;
  /** Resumes: the list as last fetched, per user (shown offline). */
  resumeLists: EntityTable<ResumeListRow, 'owner'>;
  /** Resumes: each resume's details as last fetched (shown offline). */
  resumeDetails: EntityTable<ResumeDetailsRow, 'key'>;
  /** Interviews: every mock-interview session with its notes, written here first and synced. */
  interviewSessions: EntityTable<InterviewSessionRow, 'id'>;
  /** Resumes: roles and their analyses, shown offline and made offline. */
  roleAnalyses: EntityTable<RoleAnalysisRow, 'key'>;
  /** Plan: this device's copy of the learner's plan settings and ticks (synced). */
  planDocuments: EntityTable<PlanDocumentRow, 'owner'>;
  /** Plan: the server's evidence as last fetched, for offline use and a new device. */
  planSnapshots: EntityTable<PlanSnapshotRow, 'owner'>;
  /** Jobs: the learner's job applications, written here first and synced. */
  jobApplications: EntityTable<JobRow, 'id'>;
  /** Certificates: the learner's list and checklists as last fetched (shown offline). */
  certificateLists: EntityTable<CertificateListRow, 'owner'>;
  /** Verify page: each checked certificate and the issuer's keys, public (checked offline). */
  verifiedCredentials: EntityTable<VerifiedCredentialRow, 'id'>;
};

/**
 * Version 3: the sync engine's outbox replaces the per-feature queues. Unsent practice attempts
 * and lesson progress become outbox mutations (refused or conflicting attempts keep their
 * message as "Needs attention"), in this device's order, so nothing queued before the update
 * is lost.
 */
async function moveQueuesIntoOutbox(tx: Transaction): Promise<void> {
  const clientId = crypto.randomUUID();
  let seq = 0;
  const outbox: OutboxRow[] = [];
  const base = (owner: string, docType: string, docId: string, createdAt: number) => ({
    id: crypto.randomUUID(),
    owner,
    clientId,
    seq: seq++,
    docType,
    docId,
    baseVersion: 0,
    createdAt,
    attempts: 0,
  });
  const attempts = (await tx.table('practiceAttempts').toArray()) as PracticeAttemptRow[];
  for (const row of attempts.sort((a, b) => a.createdAt - b.createdAt)) {
    if (!row.syncState || row.syncState === 'synced') continue;
    outbox.push({
      ...base(row.owner, PRACTICE_ATTEMPT_DOC_TYPE, row.id, row.createdAt),
      op: 'create',
      payload: toAttemptPayload(row),
      state: row.syncState === 'pending' ? 'pending' : 'needs-attention',
      ...(row.syncState === 'pending' ? {} : { error: row.syncError ?? 'The server refused it.' }),
    });
  }
  const progress = (await tx.table('lessonProgress').toArray()) as LessonProgressRow[];
  for (const row of progress) {
    if (row.syncState !== 'pending') continue;
    const at = Date.parse(row.updatedAt) || Date.now();
    if (row.lastOpenedAt) {
      outbox.push({
        ...base(row.owner, LESSON_PROGRESS_DOC_TYPE, row.lessonId, at),
        op: 'open',
        payload: { lastOpenedAt: row.lastOpenedAt },
        state: 'pending',
      });
    }
    if (row.updatedAt !== NEVER_CHANGED_AT) {
      outbox.push({
        ...base(row.owner, LESSON_PROGRESS_DOC_TYPE, row.lessonId, at),
        op: 'set-completion',
        payload: { completedAt: row.completedAt },
        state: 'pending',
      });
    }
  }
  await tx.table('syncOutbox').bulkAdd(outbox);
  await tx.table('syncMeta').put({ key: 'client', clientId, nextSeq: seq } satisfies SyncMetaRow);
  await tx
    .table('practiceAttempts')
    .toCollection()
    .modify((row: PracticeAttemptRow) => {
      delete row.syncState;
      delete row.syncError;
    });
  await tx
    .table('lessonProgress')
    .toCollection()
    .modify((row: LessonProgressRow) => {
      delete row.syncState;
    });
}

/**
 * Version 13: résumé files chosen offline travel on the sync engine (file rows of the outbox)
 * instead of their own queue. Every file still in the old `resumeUploads` table becomes an outbox
 * row (same id, this device's next sequence numbers in the order the files were chosen); one the
 * server had refused keeps its reason as "Needs attention", so the user still sees why and can
 * remove it. Rows that are not a file (unreadable) are dropped with the table.
 */
async function moveResumeUploadsIntoOutbox(tx: Transaction): Promise<void> {
  const uploads = ((await tx.table('resumeUploads').toArray()) as unknown[])
    .map((raw) => pendingResumeUploadRowSchema.safeParse(raw))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (uploads.length === 0) return;
  const meta = ((await tx.table('syncMeta').get('client')) as SyncMetaRow | undefined) ?? {
    key: 'client',
    clientId: crypto.randomUUID(),
    nextSeq: 0,
  };
  let seq = meta.nextSeq;
  const outbox = uploads.map((upload): OutboxRow => ({
    id: upload.id,
    owner: upload.owner,
    clientId: meta.clientId,
    seq: seq++,
    docType: RESUME_FILE_DOC_TYPE,
    docId: upload.id,
    op: 'upload',
    payload: {},
    baseVersion: 0,
    createdAt: Date.parse(upload.createdAt) || Date.now(),
    attempts: 0,
    state: upload.error ? 'needs-attention' : 'pending',
    ...(upload.error ? { error: upload.error } : {}),
    file: { blob: upload.file, name: upload.fileName },
  }));
  await tx.table('syncOutbox').bulkPut(outbox);
  await tx.table('syncMeta').put({ ...meta, nextSeq: seq } satisfies SyncMetaRow);
}

/** Opens (a handle on) the app's database; tests open private ones by name. */
export function openNyraDatabase(name = DATABASE_NAME): NyraDatabase {
  const database = new Dexie(name) as NyraDatabase;
  database.version(1).stores({
    practiceDrafts: 'key, owner',
    practiceAttempts: 'id, owner, [owner+problemId], [owner+syncState], createdAt',
    practiceProgress: 'key, owner',
  });
  database.version(2).stores({
    lessonProgress: '[owner+lessonId], owner, [owner+syncState]',
    lessonDownloads: 'courseId, owner',
  });
  database
    .version(3)
    .stores({
      practiceAttempts: 'id, owner, [owner+problemId], createdAt',
      lessonProgress: '[owner+lessonId], owner',
      syncOutbox: 'id, [owner+seq], [owner+docType+docId], [owner+state]',
      syncDocuments: '[owner+docType+docId]',
      syncMeta: 'key',
    })
    .upgrade(moveQueuesIntoOutbox);
  // Resumes: the list and details as last fetched (shown offline), and files chosen offline.
  database.version(4).stores({
    resumeLists: 'owner',
    resumeDetails: 'key, owner',
    resumeUploads: 'id, owner, createdAt',
  });
  // Resumes: roles and their analyses, made and shown offline.
  database.version(6).stores({ roleAnalyses: 'key, owner' });
  // Interviews: sessions with their notes, per owner.
  database.version(7).stores({
    interviewSessions: 'id, owner',
  });
  // Resumes (issue 25): the fields the learner checked after a parse. Not indexed; copies cached
  // before start with nothing checked (the schema's default says the same when a row is read).
  database
    .version(8)
    .stores({})
    .upgrade((tx) =>
      tx
        .table('resumeDetails')
        .toCollection()
        .modify((row: { details?: { checked_fields?: string } }) => {
          if (row.details) row.details.checked_fields ??= '';
        }),
    );
  // Plan (issue 28): the plan document and the server's evidence, one row per owner.
  database.version(9).stores({ planDocuments: 'owner', planSnapshots: 'owner' });
  // Jobs (issue 29): job applications with their events, contacts and reminders.
  database.version(10).stores({ jobApplications: 'id, owner' });
  // Resumes (issue 32): the projects and certifications lists. Not indexed; copies cached before
  // start with none (the schema's default says the same when a row is read).
  database
    .version(11)
    .stores({})
    .upgrade((tx) =>
      tx
        .table('resumeDetails')
        .toCollection()
        .modify((row: { details?: { projects?: unknown[]; certifications?: unknown[] } }) => {
          if (!row.details) return;
          row.details.projects ??= [];
          row.details.certifications ??= [];
        }),
    );
  // Certificates (issue 32): the learner's list, and what the public verify page fetched.
  database.version(12).stores({ certificateLists: 'owner', verifiedCredentials: 'id' });
  // Résumé files chosen offline: from their own queue onto the sync engine (issue 27 §2).
  database.version(13).stores({ resumeUploads: null }).upgrade(moveResumeUploadsIntoOutbox);
  return database;
}

export const db = openNyraDatabase();

// A newer tab upgraded the schema: close so it is not blocked, and let the UI ask for a reload.
db.on('versionchange', () => {
  db.close();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DATABASE_OUTDATED_EVENT));
  return false;
});
