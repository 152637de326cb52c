/**
 * Stored data is versioned: a résumé cached before issue 32 (Dexie version 10, no projects or
 * certifications) opens after the upgrade with both lists empty, its other fields untouched.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { openNyraDatabase } from './db.ts';

describe('openNyraDatabase', () => {
  it('gives résumés cached before version 11 empty projects and certifications', async () => {
    const name = `nyra-upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(10).stores({ resumeDetails: 'key, owner' });
    await old.table('resumeDetails').put({
      key: 'ada@example.com:r1',
      owner: 'ada@example.com',
      resumeId: 'r1',
      details: { learner_name: 'Ada', skills: [{ skill_name: 'SQL' }] },
      fetchedAt: '2026-11-01T00:00:00.000Z',
    });
    old.close();

    const upgraded = openNyraDatabase(name);
    const row = (await upgraded.table('resumeDetails').get('ada@example.com:r1')) as {
      details: Record<string, unknown>;
    };
    expect(row.details).toEqual({
      learner_name: 'Ada',
      skills: [{ skill_name: 'SQL' }],
      projects: [],
      certifications: [],
    });
    upgraded.close();
  });
});
