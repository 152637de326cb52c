/**
 * Course API: the seeded curriculum, reading for signed-in users only, and authoring
 * writes for admins only (403 with a plain message for everyone else), with validation that
 * names each bad field. Runs on PGlite and on PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/common/api/error-body-schema.ts';
import {
  authoringPermissionsSchema,
  createdLessonResponseSchema,
  createdModuleResponseSchema,
} from '@/common/courses/authoring-schema.ts';
import { courseListResponseSchema } from '@/common/courses/course-schema.ts';
import { lessonSchema } from '@/common/courses/lesson-schema.ts';
import { openDatabase } from '@/server/src/db/open-database.ts';
import { courseModules, courses, lessons } from '@/server/src/db/schema/courses.ts';
import { loadBuiltInCurriculum } from '@/server/src/content/load-built-in-curriculum.ts';
import { syncCurriculum } from '@/server/src/content/sync-curriculum.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { createCoursesHarness, getJson, postJson, type CoursesHarness } from './courses-support.ts';

describe.each(testDatabaseKinds())('course API on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
  });
  afterEach(async () => l.h.close());

  it('refuses to read courses without a session', async () => {
    const response = await l.h.get('/api/courses/');
    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(await response.json()).message).toMatch(/sign in/i);
  });

  it('serves the seeded curriculum: both courses, at least 5 modules of 3-5 lessons each', async () => {
    const response = await getJson(l.h, '/api/courses/', l.learnerToken);
    expect(response.status).toBe(200);
    const { courses: list } = courseListResponseSchema.parse(await response.json());
    expect(list.map((course) => course.title)).toEqual(['Data Engineering', 'AI Engineering']);
    for (const course of list) {
      expect(course.modules.length).toBeGreaterThanOrEqual(5);
      for (const module of course.modules) {
        expect(module.lessons.length).toBeGreaterThanOrEqual(3);
        expect(module.lessons.length).toBeLessThanOrEqual(5);
      }
      const orders = course.modules.map((module) => module.displayOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }

    const lesson = await getJson(l.h, '/api/courses/lessons/de-modelling-scd/', l.learnerToken);
    expect(lesson.status).toBe(200);
    const body = lessonSchema.parse(await lesson.json());
    expect(body.title).toBe('Slowly changing dimensions');
    expect(body.courseId).toBe('data-engineering');
    expect(body.videoUrl).toBeNull();
    expect(new Set(body.paragraphs.map((p) => p.type))).toEqual(
      new Set(['text', 'list', 'code', 'exercise']),
    );
    expect(body.paragraphs.map((p) => p.order)).toEqual(body.paragraphs.map((_, i) => i + 1));

    const missing = await getJson(l.h, '/api/courses/lessons/no-such-lesson/', l.learnerToken);
    expect(missing.status).toBe(404);
  });

  it('seeds idempotently, also from several processes at once', async () => {
    await getJson(l.h, '/api/courses/', l.learnerToken);
    const db = l.h.t.database.db;
    const curriculum = await loadBuiltInCurriculum();
    expect(await syncCurriculum(db, curriculum)).toEqual({ inserted: [], updated: [] });
    // Run the whole seed again concurrently on a database with the courses removed.
    await db.delete(courses);
    const results = await Promise.all([
      syncCurriculum(db, curriculum),
      syncCurriculum(db, curriculum),
    ]);
    const inserted = results.flatMap((result) => result.inserted);
    expect(inserted.filter((id) => curriculum.some((course) => course.id === id)).sort()).toEqual([
      'ai-engineering',
      'data-engineering',
    ]);
    expect(new Set(inserted).size).toBe(inserted.length);
    const expectedLessons = curriculum.flatMap((c) => c.modules).flatMap((m) => m.lessons);
    expect(await db.select().from(lessons)).toHaveLength(expectedLessons.length);
    expect(await db.select().from(courseModules)).toHaveLength(14);
  });

  it('tells a non-admin plainly that authoring is for admins (403 on every write)', async () => {
    const permissions = await getJson(l.h, '/api/authoring/permissions/', l.learnerToken);
    expect(authoringPermissionsSchema.parse(await permissions.json())).toEqual({
      canAuthor: false,
      videoMaxBytes: 200 * 1024 * 1024,
    });
    const attempts = [
      postJson(
        l.h,
        '/api/courses/data-engineering/modules/',
        { title: 'X', blurb: 'Y', displayOrder: 1 },
        l.learnerToken,
      ),
      postJson(
        l.h,
        '/api/courses/modules/de-data-modelling/lessons/',
        { title: 'X', displayOrder: 1, paragraphs: [] },
        l.learnerToken,
      ),
      l.h.t.app.request('/api/courses/videos/', {
        method: 'POST',
        body: new FormData(),
        headers: { authorization: `Bearer ${l.learnerToken}` },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(errorBodySchema.parse(await response.json()).message).toBe(
        'Only admins can add modules and videos. Ask an administrator to add your e-mail to ADMIN_EMAILS.',
      );
    }
    const outline = courseListResponseSchema.parse(
      await (await getJson(l.h, '/api/courses/', l.learnerToken)).json(),
    );
    expect(outline.courses.flatMap((c) => c.modules).map((m) => m.title)).not.toContain('X');
  });

  it('lets an admin add a module and a video with paragraphs that learners then see', async () => {
    const permissions = await getJson(l.h, '/api/authoring/permissions/', l.adminToken);
    expect(authoringPermissionsSchema.parse(await permissions.json()).canAuthor).toBe(true);

    const moduleResponse = await postJson(
      l.h,
      '/api/courses/ai-engineering/modules/',
      { title: '  Fine-tuning  ', blurb: 'When and how to fine-tune.', displayOrder: 8 },
      l.adminToken,
    );
    expect(moduleResponse.status).toBe(201);
    const created = createdModuleResponseSchema.parse(await moduleResponse.json());
    expect(created).toMatchObject({
      courseId: 'ai-engineering',
      title: 'Fine-tuning',
      displayOrder: 8,
    });

    const lessonResponse = await postJson(
      l.h,
      `/api/courses/modules/${created.id}/lessons/`,
      {
        title: 'LoRA in practice',
        displayOrder: 1,
        paragraphs: [
          { subtitle: 'Idea', type: 'text', content: 'Low-rank adapters train few weights.' },
          { subtitle: '', type: 'list', content: 'Pick rank\nPick alpha\nTrain' },
          { type: 'code', content: 'peft_config = LoraConfig(r=8)' },
        ],
      },
      l.adminToken,
    );
    expect(lessonResponse.status).toBe(201);
    const lesson = createdLessonResponseSchema.parse(await lessonResponse.json());

    const outline = courseListResponseSchema.parse(
      await (await getJson(l.h, '/api/courses/', l.learnerToken)).json(),
    );
    const ai = outline.courses.find((c) => c.id === 'ai-engineering');
    expect(ai?.modules.at(-1)).toMatchObject({
      id: created.id,
      title: 'Fine-tuning',
      lessons: [{ id: lesson.id, title: 'LoRA in practice', videoUrl: null }],
    });
    const detail = lessonSchema.parse(
      await (await getJson(l.h, `/api/courses/lessons/${lesson.id}/`, l.learnerToken)).json(),
    );
    expect(detail.paragraphs.map((p) => [p.type, p.subtitle, p.order])).toEqual([
      ['text', 'Idea', 1],
      ['list', null, 2],
      ['code', null, 3],
    ]);
  });

  it('names each bad field: empty title or blurb, order 0 or not a number, empty paragraph', async () => {
    const bad = await postJson(
      l.h,
      '/api/courses/data-engineering/modules/',
      { title: '   ', blurb: '', displayOrder: 0 },
      l.adminToken,
    );
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await bad.json()).fields).toEqual({
      title: 'Title is required',
      blurb: 'Blurb is required',
      displayOrder: 'Display order must be at least 1',
    });
    const notNumber = await postJson(
      l.h,
      '/api/courses/data-engineering/modules/',
      { title: 'T', blurb: 'B', displayOrder: 'abc' },
      l.adminToken,
    );
    expect(errorBodySchema.parse(await notNumber.json()).fields?.displayOrder).toBe(
      'Display order must be a whole number',
    );
    const emptyParagraph = await postJson(
      l.h,
      '/api/courses/modules/de-data-modelling/lessons/',
      { title: 'T', displayOrder: 1, paragraphs: [{ type: 'text', content: '  ' }] },
      l.adminToken,
    );
    expect(errorBodySchema.parse(await emptyParagraph.json()).fields).toEqual({
      'paragraphs.0.content': 'Paragraph content is required',
    });
    const unknownCourse = await postJson(
      l.h,
      '/api/courses/underwater-basket-weaving/modules/',
      { title: 'T', blurb: 'B', displayOrder: 1 },
      l.adminToken,
    );
    expect(unknownCourse.status).toBe(404);
    const unknownVideo = await postJson(
      l.h,
      '/api/courses/modules/de-data-modelling/lessons/',
      {
        title: 'T',
        displayOrder: 1,
        paragraphs: [],
        videoFileId: '00000000-0000-4000-8000-000000000000',
      },
      l.adminToken,
    );
    expect(unknownVideo.status).toBe(400);
    expect(errorBodySchema.parse(await unknownVideo.json()).fields).toHaveProperty('videoFileId');
  });
});

describe('seeding across processes on PostgreSQL', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'seeds once when two processes start together',
    async () => {
      const l = await createCoursesHarness('postgres');
      try {
        const url = await currentDatabaseUrl(l);
        const [a, b] = await Promise.all([
          openDatabase({ dataDir: 'unused', databaseUrl: url }),
          openDatabase({ dataDir: 'unused', databaseUrl: url }),
        ]);
        try {
          const curriculum = await loadBuiltInCurriculum();
          const results = await Promise.all([
            syncCurriculum(a.db, curriculum),
            syncCurriculum(b.db, curriculum),
          ]);
          const inserted = results.flatMap((result) => result.inserted);
          expect(
            inserted.filter((id) => curriculum.some((course) => course.id === id)).sort(),
          ).toEqual(['ai-engineering', 'data-engineering']);
          expect(new Set(inserted).size).toBe(inserted.length);
          expect(await a.db.select().from(courses)).toHaveLength(2);
        } finally {
          await Promise.all([a.close(), b.close()]);
        }
      } finally {
        await l.h.close();
      }
    },
  );
});

async function currentDatabaseUrl(l: CoursesHarness): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const rows = (await l.h.t.database.db.execute('select current_database() as name')) as unknown as
    Array<{ name: string }> | { rows: Array<{ name: string }> };
  const name = Array.isArray(rows) ? rows[0]?.name : rows.rows[0]?.name;
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
