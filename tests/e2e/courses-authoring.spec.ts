/**
 * Admin authoring (product.md#module-form, #lesson-form): the forms as specified (defaults, required fields,
 * Display Order rules, paragraphs), real saves that show up in the course dashboard, a video
 * uploaded with a progress bar that plays, bad input that keeps what was typed, and a plain
 * refusal (and the API's 403) for anyone who is not an admin.
 */
import { expect, test } from './support/test.ts';
import { seedSession } from './support/create-account.ts';
import {
  bearer,
  createAccountPatiently,
  recordWebm,
  signInAdmin,
} from './support/courses-helpers.ts';

test.describe.configure({ timeout: 120_000 });

test('an admin adds a module, then a video with three kinds of paragraph, and sees them', async ({
  page,
  request,
}) => {
  const admin = await signInAdmin(request);
  await seedSession(page, admin);
  const suffix = Date.now().toString(36);
  const moduleTitle = `Lakehouse operations ${suffix}`;

  await page.goto('/dashboard/lessons?course=data-engineering');
  await page.getByRole('link', { name: 'Add module' }).click();
  await expect(page).toHaveURL(/\/admin\/module\/new\?course=Data%20Engineering$/);
  await expect(page.getByRole('heading', { name: 'Add New Module' })).toBeVisible();
  await expect(page.getByText('Course: Data Engineering')).toBeVisible();
  const order = page.getByLabel('Display Order');
  await expect(order).toHaveValue('1');
  await expect(order).toHaveAttribute('min', '1');

  // Required fields, on submit and on blur; the typed blurb survives the failed attempt.
  await page
    .getByLabel('Blurb')
    .fill('Running tables in production: compaction, vacuum, time travel.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByLabel('Blurb')).toHaveValue(
    'Running tables in production: compaction, vacuum, time travel.',
  );
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(moduleTitle);
  await expect(page.getByText('Title is required')).toHaveCount(0);
  await order.fill('0');
  await order.blur();
  await expect(page.getByText('Display order must be at least 1')).toBeVisible();
  await order.fill('');
  await order.blur();
  await expect(order).toHaveValue('1');
  await expect(
    page.getByText('Display Order must be a whole number, so it was set to 1.'),
  ).toBeVisible();
  await order.fill('50');

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/courses/*/modules/', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Close' })).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/dashboard\/lessons\?course=data-engineering$/);
  const moduleToggle = page.getByRole('button', {
    name: new RegExp(`^Module \\d+ ${moduleTitle}`),
  });
  await expect(moduleToggle).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('listitem')
    .filter({ has: moduleToggle })
    .getByRole('link', { name: 'Add video' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(
      `/admin/video/new\\?course=Data%20Engineering&module=[0-9a-f-]{36}&moduleName=${encodeURIComponent(moduleTitle)}$`,
    ),
  );
  await expect(page.getByText(`Module: ${moduleTitle}`)).toBeVisible();

  // Paragraphs: starts with one Text paragraph, no delete until there are two.
  await expect(page.getByRole('group', { name: /^Paragraph \d$/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Delete paragraph/ })).toHaveCount(0);
  const first = page.getByRole('group', { name: 'Paragraph 1' });
  await expect(first.getByRole('radio', { name: 'Text' })).toBeChecked();
  await expect(first.getByLabel('Content')).toHaveAttribute('rows', '4');
  await page.getByRole('button', { name: 'Add Paragraph' }).click();
  await page.getByRole('button', { name: 'Add Paragraph' }).click();
  await page.getByRole('button', { name: 'Add Paragraph' }).click();
  await expect(page.getByRole('button', { name: /^Delete paragraph/ })).toHaveCount(4);
  await page.getByRole('button', { name: 'Delete paragraph 4' }).click();

  const second = page.getByRole('group', { name: 'Paragraph 2' });
  const third = page.getByRole('group', { name: 'Paragraph 3' });
  await first.getByLabel('Subtitle').fill('Why compaction matters');
  await first.getByLabel('Content').fill('Small files slow every query down.');
  await second.getByRole('radio', { name: 'List' }).check();
  await expect(second.getByLabel('Content')).toHaveAttribute('rows', '6');
  await expect(
    second.getByText('One item per line. Bullets are added automatically.'),
  ).toBeVisible();
  await second.getByLabel('Content').fill('Run OPTIMIZE nightly\nVacuum old files weekly');
  await third.getByRole('radio', { name: 'Code' }).check();
  await expect(third.getByLabel('Content')).toHaveAttribute('rows', '8');
  await third.getByLabel('Content').fill('OPTIMIZE lake.orders ZORDER BY (customer_id);');

  // A file that is not a video is refused in the browser; a real one is previewed.
  const chooser = page.getByLabel('Video file');
  await chooser.setInputFiles({
    name: 'notes.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('just text'),
  });
  await expect(
    page.getByText(
      'That file is not a video we can play. Choose an MP4, WebM, Ogg or QuickTime (.mov) video.',
    ),
  ).toBeVisible();
  const webm = await recordWebm(page);
  await chooser.setInputFiles({ name: 'compaction.webm', mimeType: 'video/webm', buffer: webm });
  await expect(page.getByLabel('Preview of the chosen video')).toBeVisible();

  // Save without a title: nothing is lost.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(second.getByLabel('Content')).toHaveValue(
    'Run OPTIMIZE nightly\nVacuum old files weekly',
  );
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Compaction in practice');

  // A dropped connection during the upload: a clear message, everything kept, then a retry works.
  await page.route('**/api/courses/videos/', (route) => route.abort('connectionreset'), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').first()).toContainText('The upload was interrupted');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Compaction in practice',
  );
  await expect(third.getByLabel('Content')).toHaveValue(
    'OPTIMIZE lake.orders ZORDER BY (customer_id);',
  );
  await expect(page.getByText('compaction.webm')).toBeVisible();

  // On localhost the upload takes milliseconds: hold it until the progress bar has been seen.
  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route(
    '**/api/courses/videos/',
    async (route) => {
      await uploadHeld;
      await route.continue();
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('progressbar', { name: 'Video upload progress' })).toBeVisible();
  releaseUpload();
  await expect(page).toHaveURL(
    /\/dashboard\/lessons\?course=data-engineering&lesson=[0-9a-f-]{36}$/,
    {
      timeout: 30_000,
    },
  );

  await expect(
    page.getByRole('heading', { level: 2, name: 'Compaction in practice' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Why compaction matters' }),
  ).toBeVisible();
  await expect(page.getByText('Small files slow every query down.')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Vacuum old files weekly' }),
  ).toBeVisible();
  await expect(page.locator('figure pre')).toContainText(
    'OPTIMIZE lake.orders ZORDER BY (customer_id);',
  );
  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')?.readyState ?? 0), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: /Compaction in practice\s*Video/ })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Cancel and the close icon go back to the lessons.
  await page.goto('/admin/video/new');
  await expect(page.getByText('Course: Data Engineering · Module: Module')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/dashboard\/lessons/);
  await page.goto('/admin/module/new?course=AI%20Engineering');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/lessons\?course=ai-engineering$/);
});

test('a course name that does not exist is named, for both forms', async ({ page, request }) => {
  await seedSession(page, await signInAdmin(request));
  for (const [path, item] of [
    ['/admin/module/new?course=Quantum%20Baking', 'module'],
    ['/admin/video/new?course=Quantum%20Baking', 'video'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText(
      `There is no course called “Quantum Baking”. Go back to the lessons and use Add ${item} there.`,
    );
  }
});

test('a non-admin is told plainly that authoring is for admins, and the API answers 403', async ({
  page,
  request,
}) => {
  const learner = await createAccountPatiently(request, { firstName: 'Ken' });
  // The API refuses first (done right away: the shared server's idle keep-alive is short).
  const forbidden = await request.post('/api/courses/ai-engineering/modules/', {
    headers: bearer(learner),
    data: { title: 'Sneaky', blurb: 'Not allowed', displayOrder: 1 },
  });
  expect(forbidden.status()).toBe(403);
  expect((await forbidden.json()).message).toBe(
    'Only admins can add modules and videos. Ask an administrator to add your e-mail to ADMIN_EMAILS.',
  );
  const video = await request.post('/api/courses/videos/', {
    headers: bearer(learner),
    multipart: { video_file: { name: 'a.webm', mimeType: 'video/webm', buffer: Buffer.from('x') } },
  });
  expect(video.status()).toBe(403);

  await seedSession(page, learner);
  for (const path of [
    '/admin/module/new',
    '/admin/video/new?course=AI%20Engineering&module=ai-rag-pipelines',
  ]) {
    await page.goto(path);
    const refusal = page.getByRole('alert');
    await expect(refusal.getByRole('heading', { name: 'Authoring is for admins' })).toBeVisible();
    await expect(refusal).toContainText(`Your account (${learner.email}) is not an admin`);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to lessons' }).click();
  await expect(page).toHaveURL(/\/dashboard\/lessons\?course=ai-engineering$/);
});
