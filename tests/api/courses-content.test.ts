/**
 * Content as data (product.md#lessons, #module-form, #lesson-form): the Markdown of content/courses/ round-trips to
 * the read routes; a corrected file reaches an existing database on restart while admin edits
 * are kept; admins edit and reorder built-in modules and lessons (PUT), everyone else gets 403,
 * unknown ids 404. Runs on PGlite and on PostgreSQL (the restart test on PGlite on disk).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/common/api/error-body-schema.ts';
import {
  createdLessonResponseSchema,
  createdModuleResponseSchema,
} from '@/common/courses/authoring-schema.ts';
import { courseListResponseSchema } from '@/common/courses/course-schema.ts';
import { lessonSchema } from '@/common/courses/lesson-schema.ts';
import { loadBuiltInCurriculum } from '@/server/src/content/load-built-in-curriculum.ts';
import { createRegistryHarness } from './registry-harness.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import {
  createCoursesHarness,
  getJson,
  LEARNER_EMAIL,
  type CoursesHarness,
} from './courses-support.ts';

function putJson(l: CoursesHarness, url: string, body: unknown, token: string) {
  return l.h.t.app.request(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

async function readOutline(l: CoursesHarness) {
  const response = await getJson(l.h, '/api/courses/', l.learnerToken);
  return courseListResponseSchema.parse(await response.json()).courses;
}

async function readLesson(l: CoursesHarness, id: string, token = l.learnerToken) {
  const response = await getJson(l.h, `/api/courses/lessons/${id}/`, token);
  expect(response.status).toBe(200);
  return lessonSchema.parse(await response.json());
}

describe.each(testDatabaseKinds())('content and admin editing on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
  });
  afterEach(async () => l.h.close());

  it('serves exactly what the Markdown files say, in their order', async () => {
    const curriculum = await loadBuiltInCurriculum();
    const outline = await readOutline(l);
    expect(outline.map((course) => [course.id, course.title, course.description])).toEqual(
      curriculum.map((course) => [course.id, course.title, course.description]),
    );
    for (const [index, course] of curriculum.entries()) {
      const served = outline[index];
      expect(served?.modules.map((m) => [m.id, m.title, m.blurb, m.displayOrder])).toEqual(
        course.modules.map((m) => [m.id, m.title, m.blurb, m.displayOrder]),
      );
      expect(served?.modules.map((m) => m.lessons.map((lesson) => lesson.id))).toEqual(
        course.modules.map((m) => m.lessons.map((lesson) => lesson.id)),
      );
    }
    const lessons = curriculum.flatMap((c) => c.modules).flatMap((m) => m.lessons);
    for (const lesson of lessons) {
      const served = await readLesson(l, lesson.id);
      expect({
        title: served.title,
        description: served.description,
        displayOrder: served.displayOrder,
        paragraphs: served.paragraphs,
      }).toEqual({
        title: lesson.title,
        description: lesson.description,
        displayOrder: lesson.displayOrder,
        paragraphs: lesson.paragraphs,
      });
    }
  });

  it('refuses edits from non-admins (403) and without a session (401)', async () => {
    const moduleBody = { title: 'Hijacked', blurb: 'No.', displayOrder: 1 };
    const lessonBody = { title: 'Hijacked', displayOrder: 1, paragraphs: [] };
    for (const response of [
      await putJson(l, '/api/courses/modules/de-data-modelling/', moduleBody, l.learnerToken),
      await putJson(l, '/api/courses/lessons/de-modelling-scd/', lessonBody, l.learnerToken),
    ]) {
      expect(response.status).toBe(403);
      expect(errorBodySchema.parse(await response.json()).message).toMatch(/only admins/i);
    }
    const anonymous = await l.h.t.app.request('/api/courses/modules/de-data-modelling/', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(moduleBody),
    });
    expect(anonymous.status).toBe(401);
    expect((await readLesson(l, 'de-modelling-scd')).title).toBe('Slowly changing dimensions');
    const titles = (await readOutline(l)).flatMap((c) => c.modules).map((m) => m.title);
    expect(titles).not.toContain('Hijacked');
  });

  it('answers 404 for unknown ids and names each bad field', async () => {
    const unknownModule = await putJson(
      l,
      '/api/courses/modules/no-such-module/',
      { title: 'T', blurb: 'B', displayOrder: 1 },
      l.adminToken,
    );
    expect(unknownModule.status).toBe(404);
    const unknownLesson = await putJson(
      l,
      '/api/courses/lessons/no-such-lesson/',
      { title: 'T', displayOrder: 1, paragraphs: [] },
      l.adminToken,
    );
    expect(unknownLesson.status).toBe(404);
    const bad = await putJson(
      l,
      '/api/courses/modules/de-data-modelling/',
      { title: ' ', blurb: '', displayOrder: 0 },
      l.adminToken,
    );
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await bad.json()).fields).toEqual({
      title: 'Title is required',
      blurb: 'Blurb is required',
      displayOrder: 'Display order must be at least 1',
    });
  });

  it('lets an admin edit and reorder a built-in module and lesson, keeping code languages', async () => {
    const before = await readOutline(l);
    const de = before.find((course) => course.id === 'data-engineering');
    const lastOrder = Math.max(...(de?.modules.map((m) => m.displayOrder) ?? [0]));
    const moduleResponse = await putJson(
      l,
      '/api/courses/modules/de-data-modelling/',
      { title: 'Modelling, revised', blurb: 'A new blurb.', displayOrder: lastOrder + 1 },
      l.adminToken,
    );
    expect(moduleResponse.status).toBe(200);
    expect(createdModuleResponseSchema.parse(await moduleResponse.json())).toEqual({
      id: 'de-data-modelling',
      courseId: 'data-engineering',
      title: 'Modelling, revised',
      blurb: 'A new blurb.',
      displayOrder: lastOrder + 1,
    });
    const after = (await readOutline(l)).find((course) => course.id === 'data-engineering');
    expect(after?.modules.at(-1)).toMatchObject({
      id: 'de-data-modelling',
      title: 'Modelling, revised',
    });

    const original = await readLesson(l, 'de-modelling-scd');
    const code = original.paragraphs.find((p) => p.type === 'code');
    const lessonResponse = await putJson(
      l,
      '/api/courses/lessons/de-modelling-scd/',
      {
        title: 'SCDs, edited',
        displayOrder: 1,
        paragraphs: [
          { subtitle: 'New', type: 'text', content: 'Edited by an admin.' },
          { subtitle: null, type: 'code', content: code?.content, language: code?.language },
        ],
      },
      l.adminToken,
    );
    expect(lessonResponse.status).toBe(200);
    expect(createdLessonResponseSchema.parse(await lessonResponse.json())).toEqual({
      id: 'de-modelling-scd',
      moduleId: 'de-data-modelling',
      courseId: 'data-engineering',
      title: 'SCDs, edited',
    });
    const edited = await readLesson(l, 'de-modelling-scd');
    expect(edited.description).toBe(original.description);
    expect(edited.paragraphs).toEqual([
      {
        id: 'de-modelling-scd-p1',
        subtitle: 'New',
        type: 'text',
        content: 'Edited by an admin.',
        order: 1,
        language: null,
      },
      {
        id: 'de-modelling-scd-p2',
        subtitle: null,
        type: 'code',
        content: code?.content,
        order: 2,
        language: code?.language,
      },
      // The form cannot edit a lesson's graded exercise (content files hold its tests): it stays,
      // after the edited paragraphs.
      expect.objectContaining({
        type: 'exercise',
        order: 3,
        exerciseId: original.paragraphs.find((p) => p.type === 'exercise')?.exerciseId,
      }),
    ]);
    expect(original.paragraphs.some((p) => p.type === 'exercise')).toBe(true);
    const module = (await readOutline(l))
      .flatMap((course) => course.modules)
      .find((m) => m.id === 'de-data-modelling');
    expect(module?.lessons[0]).toMatchObject({ id: 'de-modelling-scd', title: 'SCDs, edited' });
  });
});

describe('content files on restart (PGlite on disk)', () => {
  let workDir: string;
  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'nyra-content-'));
  });
  afterEach(async () => rm(workDir, { recursive: true, force: true }));

  it('brings a corrected lesson file into the existing database; admin edits stay', async () => {
    const contentDir = path.join(workDir, 'content');
    const dataDir = path.join(workDir, 'data');
    await cp(path.resolve('content'), contentDir, { recursive: true });
    const env = { CONTENT_DIR: contentDir };
    const moduleDir = path.join(contentDir, 'courses/data-engineering/de-data-modelling');

    const first = await createCoursesHarness('pglite', env, { pgliteDataDir: dataDir });
    try {
      const scd = await readLesson(first, 'de-modelling-scd');
      expect(scd.paragraphs[0]?.content).toMatch(/^A customer moves from Berlin to Munich/);
      const edit = await putJson(
        first,
        '/api/courses/lessons/de-modelling-keys/',
        {
          title: 'Keys, as the admin wants them',
          displayOrder: 1,
          paragraphs: [{ type: 'text', content: 'Admin text.' }],
        },
        first.adminToken,
      );
      expect(edit.status).toBe(200);
    } finally {
      await first.h.close();
    }

    const scdFile = path.join(moduleDir, 'de-modelling-scd.md');
    await writeFile(
      scdFile,
      (await readFile(scdFile, 'utf8')).replace(
        'A customer moves from Berlin to Munich.',
        'A customer moves from Lisbon to Porto.',
      ),
    );
    const keysFile = path.join(moduleDir, 'de-modelling-keys.md');
    await writeFile(
      keysFile,
      (await readFile(keysFile, 'utf8')).replace(/^title: .*$/m, 'title: Keys from the file'),
    );

    const second = await createRegistryHarness('pglite', { env, pgliteDataDir: dataDir });
    try {
      const { access_token: token } = await second.signIn(LEARNER_EMAIL);
      const read = async (id: string) =>
        lessonSchema.parse(
          await (
            await second.get(`/api/courses/lessons/${id}/`, {
              headers: { authorization: `Bearer ${token}` },
            })
          ).json(),
        );
      const scd = await read('de-modelling-scd');
      expect(scd.paragraphs[0]?.content).toMatch(/^A customer moves from Lisbon to Porto\./);
      expect(scd.title).toBe('Slowly changing dimensions');
      const keys = await read('de-modelling-keys');
      expect(keys.title).toBe('Keys, as the admin wants them');
      expect(keys.paragraphs.map((p) => p.content)).toEqual(['Admin text.']);
    } finally {
      await second.close();
    }
  });
});
