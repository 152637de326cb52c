/**
 * Résumé fields typed just before the page was left (issue 27): the writes still waiting or
 * running are kept in the draft store, and taken back as edits when the résumé opens again.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@/tests/support/memory-storage.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { db } from '@/src/lib/db.ts';
import { listDraftBackups } from '@/src/lib/drafts/list-draft-backups.ts';
import type * as QueueModule from './queue-resume-write.ts';
import { RESUME_FIELD_BACKUP_SCOPE } from './resume-field-backup-ref.ts';
import { restoreResumeBackups } from './restore-resume-backups.ts';

/** The write queue is per page: each test loads a fresh one (a hung write blocks its queue). */
let queueResumeWrite: typeof QueueModule.queueResumeWrite;
let backUpResumeWrites: typeof QueueModule.backUpResumeWrites;

const writes = vi.hoisted(() => ({
  calls: [] as { target: unknown; fields: Record<string, unknown> }[],
  /** While set, writes hang (the page is torn down before they commit). */
  hang: false,
}));
vi.mock('./write-resume-fields.ts', () => ({
  writeResumeFields: (target: unknown, fields: Record<string, unknown>) => {
    writes.calls.push({ target, fields });
    return writes.hang ? new Promise(() => {}) : Promise.resolve();
  },
}));

const OWNER = 'ada@example.com';
const RESUME = '00000000-0000-4000-8000-000000000001';
const JOB = '00000000-0000-4000-8000-000000000002';

const details = {
  resume_id: RESUME,
  resume_name: 'cv',
  learner_name: 'Ada',
  learner_email: '',
  learner_phone: '',
  city: '',
  country: '',
  role: '',
  learner_github: '',
  learner_linkedin: '',
  summary: '',
  employment_history: [
    {
      id: JOB,
      version: 1,
      parse_meta: {},
      title: 'Analyst',
      company_name: 'Acme',
      location: '',
      start_date: '2021-03',
      end_date: 'present',
      description: '',
      position: 0,
    },
  ],
  education_history: [],
  skills: [],
  projects: [],
  certifications: [],
  status: 'ready',
  failure_reason: null,
  file_name: 'cv.pdf',
  version: 1,
  modified: '2026-11-24T00:00:00.000Z',
  parse_meta: {},
  checked_fields: '',
  template: 'classic',
  paper: 'A4',
} as unknown as ResumeDetails;

beforeEach(async () => {
  vi.resetModules();
  ({ queueResumeWrite, backUpResumeWrites } = await import('./queue-resume-write.ts'));
  vi.stubGlobal('window', { localStorage: createMemoryStorage() });
  writes.calls = [];
  writes.hang = false;
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.resumeDetails.clear();
});

const backups = () => listDraftBackups(RESUME_FIELD_BACKUP_SCOPE, OWNER, `${RESUME}:`).sort();

describe('résumé field backups', () => {
  it('keeps the newest value of writes cut off by leaving, and takes them back on open', async () => {
    writes.hang = true;
    const resume = { owner: OWNER, resumeId: RESUME };
    const job = { ...resume, item: { kind: 'employment' as const, id: JOB } };
    void queueResumeWrite(resume, 'learner_name', () => 'Ada L');
    void queueResumeWrite(job, 'title', () => 'Data Analyst');
    void queueResumeWrite(resume, 'summary', () => 'unchanged');
    await Promise.resolve();
    void queueResumeWrite(resume, 'learner_name', () => 'Ada Lovelace');
    backUpResumeWrites();
    expect(backups()).toEqual([
      `${RESUME}:::learner_name`,
      `${RESUME}:::summary`,
      `${RESUME}:employment:${JOB}:title`,
    ]);

    // The next page: the local copy never got the values (the writes hung), except the summary.
    writes.calls = [];
    writes.hang = false;
    await db.resumeDetails.put({
      key: `${OWNER}:${RESUME}`,
      owner: OWNER,
      resumeId: RESUME,
      details: { ...details, summary: 'unchanged' },
      fetchedAt: '2026-11-24T00:00:00.000Z',
    });
    await restoreResumeBackups(OWNER, RESUME);
    expect(writes.calls).toEqual(
      expect.arrayContaining([
        { target: resume, fields: { learner_name: 'Ada Lovelace' } },
        { target: job, fields: { title: 'Data Analyst' } },
      ]),
    );
    expect(writes.calls).toHaveLength(2);
    expect(backups()).toEqual([]);
  });

  it('removes the backup once the write commits', async () => {
    void queueResumeWrite({ owner: OWNER, resumeId: RESUME }, 'city', () => 'Lagos');
    backUpResumeWrites();
    expect(backups()).toEqual([`${RESUME}:::city`]);
    await queueResumeWrite({ owner: OWNER, resumeId: RESUME }, 'city', () => 'Lagos');
    expect(backups()).toEqual([]);
  });

  it('keeps backups while the résumé is not on this device', async () => {
    writes.hang = true;
    void queueResumeWrite({ owner: OWNER, resumeId: RESUME }, 'country', () => 'Wessexia');
    await Promise.resolve();
    backUpResumeWrites();
    writes.hang = false;
    writes.calls = [];
    await restoreResumeBackups(OWNER, RESUME);
    expect(writes.calls).toEqual([]);
    expect(backups()).toEqual([`${RESUME}:::country`]);
  });
});
