/**
 * The practice draft and its leave-page backup (src/lib/drafts/): the newer one is what the editor
 * opens with, and a backup made before the draft store existed is still read (issue 27).
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@/tests/support/memory-storage.ts';
import { db } from '@/src/lib/db.ts';
import { backUpDraft } from '@/src/lib/drafts/back-up-draft.ts';
import { readDraftBackup } from '@/src/lib/drafts/read-draft-backup.ts';
import { loadDraft } from './load-draft.ts';
import { practiceDraftRef } from './practice-draft-ref.ts';
import { saveDraft } from './save-draft.ts';

const storage = createMemoryStorage();

const OWNER = 'ada@example.com';
const PROBLEM = 'sql-1';

beforeEach(() => vi.stubGlobal('window', { localStorage: storage }));
afterEach(async () => {
  vi.unstubAllGlobals();
  storage.clear();
  await db.practiceDrafts.clear();
});

describe('loadDraft', () => {
  it('takes a backup newer than the saved draft, and moves it into IndexedDB', async () => {
    await saveDraft(OWNER, PROBLEM, 'SELECT 1');
    backUpDraft(practiceDraftRef(OWNER, PROBLEM), 'SELECT 12', Date.now() + 1);
    expect(await loadDraft(OWNER, PROBLEM)).toBe('SELECT 12');
    expect(readDraftBackup(practiceDraftRef(OWNER, PROBLEM))).toBeUndefined();
    expect((await db.practiceDrafts.toArray()).map((row) => row.code)).toEqual(['SELECT 12']);
  });

  it('keeps the saved draft when the backup is older, and saving removes the backup', async () => {
    backUpDraft(practiceDraftRef(OWNER, PROBLEM), 'old', 1);
    await saveDraft(OWNER, PROBLEM, 'new');
    expect(readDraftBackup(practiceDraftRef(OWNER, PROBLEM))).toBeUndefined();
    expect(await loadDraft(OWNER, PROBLEM)).toBe('new');
  });

  it('reads a backup written before the draft store, once', async () => {
    const legacyKey = `practice_draft_backup:${OWNER} ${PROBLEM}`;
    storage.setItem(
      legacyKey,
      JSON.stringify({
        key: `${OWNER} ${PROBLEM}`,
        owner: OWNER,
        problemId: PROBLEM,
        code: 'typed before the update',
        updatedAt: 5,
      }),
    );
    expect(await loadDraft(OWNER, PROBLEM)).toBe('typed before the update');
    expect(storage.getItem(legacyKey)).toBeNull();
    expect(await loadDraft(OWNER, PROBLEM)).toBe('typed before the update');
  });
});
