/**
 * The course dashboard (product.md#lessons): greeting, course selector, collapsible modules, the
 * empty state, the authoring links with their query strings, the lesson view with its paragraphs,
 * and progress that is kept across a reload and reaches the server.
 */
import { expect, test } from './support/test.ts';
import { progressListResponseSchema } from '@/common/courses/progress-schema.ts';
import { MINIMAL_PDF, seedSession } from './support/create-account.ts';
import { readLatestCode } from './support/mail-capture.ts';
import { bearer, createAccountPatiently, signInAdmin } from './support/courses-helpers.ts';

test('navigate courses, modules and lessons from the empty state', async ({ page, request }) => {
  const session = await createAccountPatiently(request, { firstName: 'Linus' });
  await seedSession(page, session);
  await page.goto('/dashboard/lessons');
  await expect(page.getByRole('heading', { name: 'Welcome back, Linus' })).toBeVisible();
  await expect(page.getByText('Select a video to start learning')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lessons' })).toHaveAttribute('aria-current', 'page');

  const course = page.getByRole('group', { name: 'Course' });
  await expect(course.getByRole('button', { name: 'Data Engineering' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Modules collapse and expand.
  const modelling = page.getByRole('button', { name: /^Module 2 Data Modelling for Analytics/ });
  await expect(modelling).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: /Slowly changing dimensions/ })).toBeHidden();
  await modelling.click();
  await expect(modelling).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: /Slowly changing dimensions/ }).click();

  await expect(page).toHaveURL(/course=data-engineering&lesson=de-modelling-scd/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Slowly changing dimensions' }),
  ).toBeVisible();
  await expect(
    page.getByText('Type 1, 2 and 3 dimensions, the validity-interval pattern'),
  ).toBeVisible();
  await expect(page.getByText('This lesson is a reading lesson')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'A type 2 customer dimension' }),
  ).toBeVisible();
  await expect(page.locator('figure pre').first()).toContainText('CREATE TABLE dim_customer');
  await expect(page.getByRole('listitem').filter({ hasText: 'Type 1: overwrite.' })).toBeVisible();

  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Surrogate keys/ })).toBeVisible();
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Slowly changing dimensions' }),
  ).toBeVisible();

  // The other course.
  await course.getByRole('button', { name: 'AI Engineering' }).click();
  await expect(page.getByText('Select a video to start learning')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Module 1 LLM Fundamentals/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('link', { name: /Sampling: temperature, top-p/ }).click();
  await expect(page.locator('figure pre').first()).toContainText('def sample(');
});

test('completing a lesson updates progress, survives a reload and reaches the server', async ({
  page,
  request,
}) => {
  const session = await createAccountPatiently(request);
  await seedSession(page, session);
  await page.goto('/dashboard/lessons?course=ai-engineering&lesson=ai-llm-tokens');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tokens and tokenization' }),
  ).toBeVisible();
  await expect(page.getByText('0 of 4 complete').first()).toBeVisible();

  const synced = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/sync/mutations/') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes('"completedAt":"'),
  );
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 4 complete').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'AI Engineering progress' })).toHaveAttribute(
    'aria-valuetext',
    /^1 of \d+ lessons complete$/,
  );
  await synced;

  await page.reload();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 4 complete').first()).toBeVisible();

  const server = progressListResponseSchema.parse(
    await (await request.get('/api/lesson-progress/', { headers: bearer(session) })).json(),
  );
  expect(server.items.find((item) => item.lessonId === 'ai-llm-tokens')?.completedAt).toBeTruthy();

  // Another device (empty IndexedDB) gets the progress from the server and offers to continue.
  const other = await page.context().browser()!.newContext();
  const second = await other.newPage();
  await seedSession(second, session);
  await second.goto('/dashboard/lessons?course=ai-engineering');
  await expect(second.getByText('Continue where you left off')).toBeVisible();
  await expect(
    second.getByRole('link', { name: /Tokens and tokenization\s*Last opened lesson/ }),
  ).toBeVisible();
  await expect(second.getByText('1 of 4 complete').first()).toBeVisible();
  await other.close();

  // Undo is a change like any other.
  await page.getByRole('button', { name: 'Mark as not complete' }).click();
  await expect(page.getByText('0 of 4 complete').first()).toBeVisible();
});

test('on a phone the lesson comes first and the rail is a bottom tab bar', async ({
  page,
  request,
}) => {
  const session = await createAccountPatiently(request);
  await seedSession(page, session);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/lessons?lesson=de-streaming-windows');
  const heading = page.getByRole('heading', {
    level: 2,
    name: 'Event time, windows and watermarks',
  });
  await expect(heading).toBeInViewport();
  const rail = page.getByRole('navigation', { name: 'Dashboard' });
  const box = await rail.boundingBox();
  expect(box && box.y + box.height).toBeGreaterThan(700);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('authoring controls are shown to admins only, at 1280 and 360 px (issue 24 §4)', async ({
  page,
  request,
}) => {
  const authoring = [
    page.getByRole('link', { name: 'Add module' }),
    page.getByRole('link', { name: 'Add video' }),
    page.getByRole('link', { name: /^Edit module / }),
    page.getByRole('link', { name: /^Edit video / }),
  ];
  const lesson = '/dashboard/lessons?course=data-engineering&lesson=de-modelling-scd';

  const learner = await createAccountPatiently(request, { firstName: 'Linus' });
  await seedSession(page, learner);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(lesson);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Slowly changing dimensions' }),
    ).toBeVisible();
    for (const control of authoring) await expect(control).toHaveCount(0);
  }

  const context = await page.context().browser()!.newContext();
  const adminPage = await context.newPage();
  await seedSession(adminPage, await signInAdmin(request));
  for (const width of [1280, 360]) {
    await adminPage.setViewportSize({ width, height: 800 });
    await adminPage.goto(lesson);
    await expect(adminPage.getByRole('link', { name: 'Add module' })).toHaveAttribute(
      'href',
      '/admin/module/new?course=Data%20Engineering',
    );
    // The open module (the selected lesson's) shows its "Add video".
    await expect(adminPage.getByRole('link', { name: 'Add video' })).toHaveAttribute(
      'href',
      '/admin/video/new?course=Data%20Engineering&module=de-data-modelling&moduleName=Data%20Modelling%20for%20Analytics',
    );
    // The edit actions open the module and video forms in edit mode (product.md#module-form, #lesson-form).
    await expect(
      adminPage.getByRole('link', { name: 'Edit module Data Modelling for Analytics' }),
    ).toHaveAttribute(
      'href',
      '/admin/module/edit?course=data-engineering&module=de-data-modelling',
    );
    await expect(
      adminPage.getByRole('link', { name: 'Edit video Slowly changing dimensions' }),
    ).toBeVisible();
  }
  await context.close();
});

test('a new learner is welcomed by first name without "back"; a returning one is welcomed back', async ({
  page,
  browser,
}) => {
  const email = `e2e-welcome-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@nyra.test`;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/auth/register');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email$/);
  const code = await readLatestCode(email);
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify Token' }).click();
  await expect(page).toHaveURL(/\/dashboard\/upload-resume$/);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: MINIMAL_PDF,
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  // The first upload opens the résumé to check what was read (issue 25); the dashboard is next.
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);
  await page.goto('/dashboard/lessons');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
  // A reload is still the first visit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();

  // Coming back later (a new tab with the stored session) is a return.
  const session = await page.evaluate(() => window.localStorage.getItem('auth_data'));
  const later = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const laterPage = await later.newPage();
  await laterPage.addInitScript((value) => {
    if (value) window.localStorage.setItem('auth_data', value);
  }, session);
  await laterPage.goto('/dashboard/lessons');
  await expect(
    laterPage.getByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
  ).toBeVisible();
  await later.close();
});
