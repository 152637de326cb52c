/**
 * Content as data (product.md#lessons, #module-form, #lesson-form): a built-in lesson shows what its Markdown file
 * in content/courses/ says, and an admin edits and reorders a module and a lesson with the Add
 * Module / Add Video forms in edit mode. Edits touch only modules this spec creates (display
 * orders far past the built-in ones), so the shared server's curriculum stays as other specs
 * expect it.
 */
import { expect, test } from './support/test.ts';
import {
  createdLessonResponseSchema,
  createdModuleResponseSchema,
} from '@/common/courses/authoring-schema.ts';
import { lessonSchema } from '@/common/courses/lesson-schema.ts';
import { loadBuiltInCurriculum } from '@/server/src/content/load-built-in-curriculum.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently, signInAdmin } from './support/courses-helpers.ts';

test.describe.configure({ timeout: 120_000 });

test('a built-in lesson shows what its Markdown file says', async ({ page, request }) => {
  const curriculum = await loadBuiltInCurriculum();
  const lesson = curriculum
    .flatMap((course) => course.modules)
    .flatMap((module) => module.lessons)
    .find((candidate) => candidate.id === 'de-modelling-scd');
  expect(lesson).toBeDefined();
  const session = await createAccountPatiently(request);
  await seedSession(page, session);
  await page.goto('/dashboard/lessons?course=data-engineering&lesson=de-modelling-scd');
  await expect(page.getByRole('heading', { level: 2, name: lesson?.title })).toBeVisible();
  await expect(page.getByText(lesson?.description ?? '-')).toBeVisible();
  for (const paragraph of lesson?.paragraphs ?? []) {
    if (paragraph.subtitle) {
      await expect(
        page.getByRole('heading', { level: 3, name: paragraph.subtitle, exact: true }),
      ).toBeVisible();
    }
    const firstLine = paragraph.content.split('\n')[0] ?? '';
    if (paragraph.type === 'code') {
      await expect(page.locator('figure pre').filter({ hasText: firstLine })).toHaveCount(1);
    } else {
      await expect(page.getByText(firstLine, { exact: paragraph.type === 'list' })).toBeVisible();
    }
  }
});

test('an admin edits and reorders a module and a video with the authoring forms', async ({
  page,
  request,
}) => {
  const admin = await signInAdmin(request);
  const suffix = Date.now().toString(36);
  const createModule = async (title: string, displayOrder: number) =>
    createdModuleResponseSchema.parse(
      await (
        await request.post('/api/courses/data-engineering/modules/', {
          headers: bearer(admin),
          data: { title, blurb: `About ${title}.`, displayOrder },
        })
      ).json(),
    );
  const first = await createModule(`Edit target A ${suffix}`, 80);
  const second = await createModule(`Edit target B ${suffix}`, 81);
  const lesson = createdLessonResponseSchema.parse(
    await (
      await request.post(`/api/courses/modules/${second.id}/lessons/`, {
        headers: bearer(admin),
        data: {
          title: `Draft lesson ${suffix}`,
          displayOrder: 1,
          paragraphs: [
            { subtitle: 'Before', type: 'text', content: 'The first draft.' },
            { type: 'code', content: 'SELECT 1;', language: 'sql' },
          ],
        },
      })
    ).json(),
  );
  await seedSession(page, admin);

  // The module: the pencil opens the form prefilled; a new title and order 80 move it first.
  await page.goto('/dashboard/lessons?course=data-engineering');
  await page.getByRole('link', { name: `Edit module ${second.title}` }).click();
  await expect(page).toHaveURL(
    `/admin/module/edit?course=data-engineering&module=${encodeURIComponent(second.id)}`,
  );
  await expect(page.getByRole('heading', { name: 'Edit Module' })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue(second.title);
  await expect(page.getByLabel('Blurb')).toHaveValue(`About ${second.title}.`);
  await expect(page.getByLabel('Display Order')).toHaveValue('81');
  await title.fill(`Edited B ${suffix}`);
  await page.getByLabel('Display Order').fill('80');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/lessons\?course=data-engineering$/);
  const toggles = page.getByRole('button', { name: /^Module \d+ / });
  await expect(toggles.filter({ hasText: `Edited B ${suffix}` })).toBeVisible();
  const names = await toggles.allTextContents();
  const editedAt = names.findIndex((name) => name.includes(`Edited B ${suffix}`));
  const otherAt = names.findIndex((name) => name.includes(first.title));
  expect(editedAt).toBeGreaterThanOrEqual(0);
  expect(editedAt).toBeLessThan(otherAt);

  // The lesson: Edit opens the video form prefilled; the edit shows, the code keeps its language.
  await page.goto(`/dashboard/lessons?course=data-engineering&lesson=${lesson.id}`);
  await page.getByRole('link', { name: `Edit video ${lesson.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Video' })).toBeVisible();
  await expect(title).toHaveValue(lesson.title);
  const paragraph1 = page.getByRole('group', { name: 'Paragraph 1' });
  const paragraph2 = page.getByRole('group', { name: 'Paragraph 2' });
  await expect(paragraph1.getByLabel('Subtitle')).toHaveValue('Before');
  await expect(paragraph1.getByLabel('Content')).toHaveValue('The first draft.');
  await expect(paragraph2.getByRole('radio', { name: 'Code' })).toBeChecked();
  await expect(paragraph2.getByLabel('Content')).toHaveValue('SELECT 1;');
  await title.fill(`Final lesson ${suffix}`);
  await paragraph1.getByLabel('Subtitle').fill('After');
  await paragraph1.getByLabel('Content').fill('The edited text.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(
    `/dashboard/lessons?course=data-engineering&lesson=${encodeURIComponent(lesson.id)}`,
  );
  await expect(
    page.getByRole('heading', { level: 2, name: `Final lesson ${suffix}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'After' })).toBeVisible();
  await expect(page.getByText('The edited text.')).toBeVisible();
  await expect(page.locator('figure pre')).toContainText('SELECT 1;');
  const stored = lessonSchema.parse(
    await (
      await request.get(`/api/courses/lessons/${lesson.id}/`, { headers: bearer(admin) })
    ).json(),
  );
  expect(stored.paragraphs.map((p) => [p.type, p.language])).toEqual([
    ['text', null],
    ['code', 'sql'],
  ]);
});
