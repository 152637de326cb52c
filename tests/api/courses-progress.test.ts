/**
 * Lesson progress: each user sees and changes only their own progress; merges keep the
 * newest change per lesson and the latest "last opened" time; clocks from the future are clamped.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { progressListResponseSchema } from '@/common/courses/progress-schema.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { bearer } from './registry-harness.ts';
import { START_TIME_MS } from './registry-harness.ts';
import { createCoursesHarness, getJson, type CoursesHarness } from './courses-support.ts';

const at = (minutes: number) => new Date(START_TIME_MS + minutes * 60_000).toISOString();

describe.each(testDatabaseKinds())('lesson progress on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
    // Progress refers to lessons, which exist once the curriculum is seeded.
    await getJson(l.h, '/api/courses/', l.learnerToken);
  });
  afterEach(async () => l.h.close());

  const put = (token: string, items: unknown[]) =>
    l.h.t.app.request('/api/lesson-progress/', {
      method: 'PUT',
      body: JSON.stringify({ items }),
      headers: { 'content-type': 'application/json', ...bearer(token) },
    });
  const list = async (token: string) =>
    progressListResponseSchema.parse(
      await (await getJson(l.h, '/api/lesson-progress/', token)).json(),
    ).items;

  it("keeps each user's progress private to them", async () => {
    const response = await put(l.learnerToken, [
      {
        lessonId: 'de-sql-joins-and-grain',
        completedAt: at(-5),
        lastOpenedAt: at(-10),
        updatedAt: at(-5),
      },
    ]);
    expect(response.status).toBe(200);
    expect(await list(l.learnerToken)).toEqual([
      {
        lessonId: 'de-sql-joins-and-grain',
        completedAt: at(-5),
        lastOpenedAt: at(-10),
        updatedAt: at(-5),
        version: 1,
        exercisesPassed: [],
      },
    ]);
    expect(await list(l.otherToken)).toEqual([]);
    expect(await list(l.adminToken)).toEqual([]);

    // Another user's write to the same lesson never touches the first user's row.
    await put(l.otherToken, [
      {
        lessonId: 'de-sql-joins-and-grain',
        completedAt: null,
        lastOpenedAt: at(-1),
        updatedAt: at(-1),
      },
    ]);
    expect((await list(l.learnerToken))[0]?.completedAt).toBe(at(-5));
    expect((await list(l.otherToken))[0]?.completedAt).toBeNull();

    expect((await l.h.get('/api/lesson-progress/')).status).toBe(401);
  });

  it('merges: newest change wins for completion, latest open time is kept, future is clamped', async () => {
    await put(l.learnerToken, [
      {
        lessonId: 'ai-llm-tokens',
        completedAt: at(-30),
        lastOpenedAt: at(-30),
        updatedAt: at(-30),
      },
    ]);
    // An older change from an offline device does not undo the newer completion...
    await put(l.learnerToken, [
      { lessonId: 'ai-llm-tokens', completedAt: null, lastOpenedAt: at(-20), updatedAt: at(-40) },
    ]);
    let [row] = await list(l.learnerToken);
    expect(row).toEqual({
      lessonId: 'ai-llm-tokens',
      completedAt: at(-30),
      lastOpenedAt: at(-20),
      updatedAt: at(-30),
      // Every merge is a change the sync engine's compare-and-set must see.
      version: 2,
      exercisesPassed: [],
    });
    // ...but a newer "mark as not complete" does.
    await put(l.learnerToken, [
      { lessonId: 'ai-llm-tokens', completedAt: null, lastOpenedAt: at(-25), updatedAt: at(-2) },
    ]);
    [row] = await list(l.learnerToken);
    expect(row).toEqual({
      lessonId: 'ai-llm-tokens',
      completedAt: null,
      lastOpenedAt: at(-20),
      updatedAt: at(-2),
      version: 3,
      exercisesPassed: [],
    });

    // Duplicates in one batch and unknown lessons are handled; future times are clamped to now.
    const response = await put(l.learnerToken, [
      { lessonId: 'ai-llm-sampling', completedAt: null, lastOpenedAt: at(-3), updatedAt: at(-3) },
      { lessonId: 'ai-llm-sampling', completedAt: at(-1), lastOpenedAt: at(-4), updatedAt: at(-1) },
      { lessonId: 'no-such-lesson', completedAt: at(-1), lastOpenedAt: null, updatedAt: at(-1) },
      {
        lessonId: 'ai-llm-choosing-models',
        completedAt: at(600),
        lastOpenedAt: at(600),
        updatedAt: at(600),
      },
    ]);
    const items = progressListResponseSchema.parse(await response.json()).items;
    const byId = new Map(items.map((item) => [item.lessonId, item]));
    expect(byId.get('ai-llm-sampling')).toEqual({
      lessonId: 'ai-llm-sampling',
      completedAt: at(-1),
      lastOpenedAt: at(-3),
      updatedAt: at(-1),
      version: 1,
      exercisesPassed: [],
    });
    expect(byId.has('no-such-lesson')).toBe(false);
    expect(byId.get('ai-llm-choosing-models')?.updatedAt).toBe(at(0));
  });

  it('rejects malformed batches with the bad field named', async () => {
    const response = await put(l.learnerToken, [
      { lessonId: 'ai-llm-tokens', updatedAt: 'yesterday' },
    ]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {})).toEqual(
      expect.arrayContaining(['items.0.updatedAt', 'items.0.completedAt']),
    );
  });
});
