import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { NEVER_CHANGED_AT } from '@/common/courses/courses-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { readProgressRows } from './read-progress-rows.ts';

const OWNER = 'ada@example.com';
/** Lessons once keyed rows by the e-mail as the server spelled it. */
const LEGACY_OWNER = 'Ada@Example.com';

afterEach(() => db.lessonProgress.clear());

describe('readProgressRows', () => {
  it('still reads rows kept under the e-mail as spelled, the newer row of a lesson winning', async () => {
    await db.lessonProgress.bulkPut([
      {
        owner: LEGACY_OWNER,
        lessonId: 'a',
        completedAt: '2026-01-02T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
        lastOpenedAt: '2026-01-02T00:00:00.000Z',
      },
      {
        owner: OWNER,
        lessonId: 'a',
        completedAt: null,
        updatedAt: NEVER_CHANGED_AT,
        lastOpenedAt: '2026-01-05T00:00:00.000Z',
      },
      {
        owner: LEGACY_OWNER,
        lessonId: 'b',
        completedAt: '2026-01-03T00:00:00.000Z',
        updatedAt: '2026-01-03T00:00:00.000Z',
        lastOpenedAt: null,
      },
      {
        owner: 'someone@example.com',
        lessonId: 'c',
        completedAt: null,
        updatedAt: NEVER_CHANGED_AT,
        lastOpenedAt: null,
      },
    ]);
    const rows = await readProgressRows(OWNER);
    expect([...rows.keys()].sort()).toEqual(['a', 'b']);
    expect(rows.get('a')).toMatchObject({
      completedAt: '2026-01-02T00:00:00.000Z',
      lastOpenedAt: '2026-01-05T00:00:00.000Z',
    });
    expect(rows.get('b')?.completedAt).toBe('2026-01-03T00:00:00.000Z');
  });

  it('prefers the lower-cased row when both changed at the same time', async () => {
    const at = '2026-02-01T00:00:00.000Z';
    await db.lessonProgress.bulkPut([
      { owner: LEGACY_OWNER, lessonId: 'a', completedAt: at, updatedAt: at, lastOpenedAt: at },
      { owner: OWNER, lessonId: 'a', completedAt: null, updatedAt: at, lastOpenedAt: at },
    ]);
    expect((await readProgressRows(OWNER)).get('a')?.completedAt).toBeNull();
  });
});
