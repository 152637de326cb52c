/**
 * Graded exercises in lessons, through the API: a served lesson carries each exercise's public
 * part (prompt, id, language) and never its reference or planted wrong solutions; passing an
 * exercise is stored in the learner's lesson progress and merges as a set union, from the sync
 * engine (`pass-exercise` from two devices) and from the old bulk PUT; ids that are not the
 * lesson's exercises are refused or dropped; nobody else sees it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { courseListResponseSchema } from '@/common/courses/course-schema.ts';
import { lessonSchema } from '@/common/courses/lesson-schema.ts';
import { progressListResponseSchema } from '@/common/courses/progress-schema.ts';
import { LESSON_PROGRESS_DOC_TYPE } from '@/common/courses/progress-schema.ts';
import { syncBatchResponseSchema } from '@/common/sync/sync-schema.ts';
import { loadBuiltInCurriculum } from '@/server/src/content/load-built-in-curriculum.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { bearer, START_TIME_MS } from './registry-harness.ts';
import { createCoursesHarness, getJson, type CoursesHarness } from './courses-support.ts';

const LESSON = 'de-sql-window-functions';
const EXERCISE = 'de-ex-latest-order-version';
const curriculum = await loadBuiltInCurriculum();
const authored = curriculum
  .flatMap((course) => course.modules)
  .flatMap((module) => module.lessons)
  .find((lesson) => lesson.id === LESSON)
  ?.exercises.find((exercise) => exercise.id === EXERCISE);
const at = (minutes: number) => new Date(START_TIME_MS + minutes * 60_000).toISOString();

describe.each(testDatabaseKinds())('lesson exercises on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
    await getJson(l.h, '/api/courses/', l.learnerToken);
  });
  afterEach(async () => l.h.close());

  const list = async (token: string) =>
    progressListResponseSchema.parse(
      await (await getJson(l.h, '/api/lesson-progress/', token)).json(),
    ).items;
  let seq = 0;
  const passFrom = async (clientId: string, exerciseId: string, token = l.learnerToken) => {
    const response = await l.h.post(
      '/api/sync/mutations/',
      {
        mutations: [
          {
            id: crypto.randomUUID(),
            client_id: clientId,
            seq: seq++,
            doc_type: LESSON_PROGRESS_DOC_TYPE,
            doc_id: LESSON,
            op: 'pass-exercise',
            payload: { exerciseId },
            base_version: 0,
          },
        ],
      },
      { headers: bearer(token) },
    );
    expect(response.status).toBe(200);
    return syncBatchResponseSchema.parse(await response.json()).results[0];
  };

  it('serves the exercise without its reference or wrong solutions', async () => {
    expect(authored).toBeDefined();
    const response = await getJson(l.h, `/api/courses/lessons/${LESSON}/`, l.learnerToken);
    const text = await response.text();
    const lesson = lessonSchema.parse(JSON.parse(text));
    expect(lesson.paragraphs).toContainEqual(
      expect.objectContaining({ type: 'exercise', exerciseId: EXERCISE, language: 'sql' }),
    );
    for (const code of [authored!.solution, ...authored!.wrongSolutions.map((w) => w.code)]) {
      expect(text).not.toContain(JSON.stringify(code).slice(1, -1));
    }
    expect(text).not.toContain('wrongSolutions');
  });

  it("lists each lesson's exercise ids in the course outline", async () => {
    const outline = courseListResponseSchema.parse(
      await (await getJson(l.h, '/api/courses/', l.learnerToken)).json(),
    );
    const lessons = outline.courses.flatMap((c) => c.modules).flatMap((m) => m.lessons);
    expect(lessons.find((lesson) => lesson.id === LESSON)?.exerciseIds).toEqual([EXERCISE]);
    expect(lessons.find((lesson) => lesson.id === 'de-sql-joins-and-grain')).not.toHaveProperty(
      'exerciseIds',
    );
  });

  it('stores a passed exercise and merges passes from two devices as a set', async () => {
    expect(await passFrom('device-a', EXERCISE)).toMatchObject({ status: 'applied' });
    expect(await passFrom('device-b', EXERCISE)).toMatchObject({ status: 'applied' });
    const [row] = await list(l.learnerToken);
    expect(row).toMatchObject({ lessonId: LESSON, exercisesPassed: [EXERCISE], completedAt: null });
    expect(await list(l.otherToken)).toEqual([]);

    // Not an exercise of this lesson: refused, nothing stored.
    expect(await passFrom('device-a', 'de-ex-python-batches')).toMatchObject({
      status: 'rejected',
    });
    expect((await list(l.learnerToken))[0]?.exercisesPassed).toEqual([EXERCISE]);
  });

  it('merges passed exercises from the bulk progress PUT as a union, dropping foreign ids', async () => {
    await passFrom('device-a', EXERCISE);
    const response = await l.h.t.app.request('/api/lesson-progress/', {
      method: 'PUT',
      body: JSON.stringify({
        items: [
          {
            lessonId: LESSON,
            completedAt: at(-5),
            lastOpenedAt: at(-5),
            updatedAt: at(-5),
            exercisesPassed: ['not-an-exercise'],
          },
        ],
      }),
      headers: { 'content-type': 'application/json', ...bearer(l.learnerToken) },
    });
    expect(response.status).toBe(200);
    const [row] = await list(l.learnerToken);
    // An older device that knows of no pass does not remove the one already stored.
    expect(row).toMatchObject({ completedAt: at(-5), exercisesPassed: [EXERCISE] });
  });
});
