import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@/tests/support/memory-storage.ts';
import { z } from 'zod';
import { backUpDraft } from './back-up-draft.ts';
import { clearDraftBackup } from './clear-draft-backup.ts';
import type { DraftRef } from './draft-ref.ts';
import { listDraftBackups } from './list-draft-backups.ts';
import { readDraftBackup } from './read-draft-backup.ts';

let storage: Storage;
beforeEach(() => {
  storage = createMemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

const note: DraftRef<string> = { scope: 'note', owner: 'u1', id: 's1:q1', schema: z.string() };

describe('the draft store', () => {
  it('gives back what was backed up, per owner and id', () => {
    backUpDraft(note, 'typed before leaving', 1_000);
    expect(readDraftBackup(note)).toEqual({ value: 'typed before leaving', backedUpAt: 1_000 });
    expect(readDraftBackup({ ...note, owner: 'u2' })).toBeUndefined();
    expect(readDraftBackup({ ...note, id: 's1:q2' })).toBeUndefined();
  });

  it('reads a value that does not fit the schema as absent', () => {
    backUpDraft<unknown>({ ...note, schema: z.unknown() }, 42);
    expect(readDraftBackup(note)).toBeUndefined();
  });

  it('keeps a backup typed after the save, removes one the save holds', () => {
    backUpDraft(note, 'newer', 2_000);
    clearDraftBackup(note, { savedAt: 1_999 });
    clearDraftBackup(note, { value: 'older' });
    expect(readDraftBackup(note)?.value).toBe('newer');
    clearDraftBackup(note, { value: 'newer' });
    expect(readDraftBackup(note)).toBeUndefined();
    backUpDraft(note, 'again', 3_000);
    clearDraftBackup(note, { savedAt: 3_000 });
    expect(readDraftBackup(note)).toBeUndefined();
  });

  it('reads the old place once and removes it with the backup', () => {
    const legacyKey = 'interview_note_backup:u1:s1:q1';
    storage.setItem(legacyKey, JSON.stringify({ text: 'typed before the update' }));
    const withLegacy: DraftRef<string> = {
      ...note,
      legacy: {
        key: legacyKey,
        schema: z
          .object({ text: z.string() })
          .transform(({ text }) => ({ value: text, backedUpAt: 0 })),
      },
    };
    expect(readDraftBackup(withLegacy)?.value).toBe('typed before the update');
    clearDraftBackup(withLegacy, { value: 'typed before the update' });
    expect(storage.getItem(legacyKey)).toBeNull();
    expect(readDraftBackup(withLegacy)).toBeUndefined();
  });

  it('prefers its own copy to the old place', () => {
    const legacyKey = 'old:u1:s1:q1';
    storage.setItem(legacyKey, JSON.stringify({ text: 'old' }));
    backUpDraft(note, 'new', 5);
    const withLegacy: DraftRef<string> = {
      ...note,
      legacy: {
        key: legacyKey,
        schema: z
          .object({ text: z.string() })
          .transform(({ text }) => ({ value: text, backedUpAt: 0 })),
      },
    };
    expect(readDraftBackup(withLegacy)?.value).toBe('new');
  });

  it('lists the ids of one owner and scope under a prefix', () => {
    backUpDraft({ ...note, id: 'r1:summary' }, 'a');
    backUpDraft({ ...note, id: 'r1:title' }, 'b');
    backUpDraft({ ...note, id: 'r2:title' }, 'c');
    backUpDraft({ ...note, owner: 'u2', id: 'r1:title' }, 'd');
    backUpDraft({ ...note, scope: 'other', id: 'r1:title' }, 'e');
    expect(listDraftBackups('note', 'u1', 'r1:').sort()).toEqual(['r1:summary', 'r1:title']);
    expect(listDraftBackups('note', 'u1')).toHaveLength(3);
  });

  it('survives storage being unavailable', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    backUpDraft(note, 'lost, but no crash');
    expect(readDraftBackup(note)).toBeUndefined();
    expect(listDraftBackups('note', 'u1')).toEqual([]);
  });
});
