/**
 * THE IndexedDB database of the app (Dexie). Each feature owns tables; the schema only grows
 * through new `version(n)` blocks below (never edit a shipped version): add a block that lists
 * the new or changed tables, plus an `upgrade` callback when rows must be migrated.
 *
 * Row shapes are zod schemas in common/ and are validated on read by the features.
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import type {
  LessonDownloadRow,
  LessonProgressRow,
} from '../../common/learning/learning-rows-schema.ts';
import type {
  PracticeAttemptRow,
  PracticeDraftRow,
  PracticeProgressRow,
} from '../../common/practice/practice-rows-schema.ts';
import type {
  PendingResumeUploadRow,
  ResumeDetailsRow,
  ResumeListRow,
} from '../../common/resume/resume-rows-schema.ts';

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
  /** Resumes: the list as last fetched, per user (shown offline). */
  resumeLists: EntityTable<ResumeListRow, 'owner'>;
  /** Resumes: each resume's details as last fetched (shown offline). */
  resumeDetails: EntityTable<ResumeDetailsRow, 'key'>;
  /** Resumes: files chosen while offline, uploaded when the connection returns. */
  resumeUploads: EntityTable<PendingResumeUploadRow, 'id'>;
};

export const db = new Dexie(DATABASE_NAME) as NyraDatabase;

db.version(1).stores({
  practiceDrafts: 'key, owner',
  practiceAttempts: 'id, owner, [owner+problemId], [owner+syncState], createdAt',
  practiceProgress: 'key, owner',
});

db.version(2).stores({
  lessonProgress: '[owner+lessonId], owner, [owner+syncState]',
  lessonDownloads: 'courseId, owner',
});

// Version 3 is the sync engine's outbox (another branch); 4 declares only the resumes tables.
db.version(4).stores({
  resumeLists: 'owner',
  resumeDetails: 'key, owner',
  resumeUploads: 'id, owner, createdAt',
});

// A newer tab upgraded the schema: close so it is not blocked, and let the UI ask for a reload.
db.on('versionchange', () => {
  db.close();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DATABASE_OUTDATED_EVENT));
  return false;
});
