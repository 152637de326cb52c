/**
 * The sync engine end to end in Chromium: a practice attempt and a lesson completion
 * made offline survive a reload offline (the outbox is in IndexedDB) and reach the server once
 * the network is back; with two tabs open, only one of them sends.
 */
import { expect, test, type Page } from './support/test.ts';
import { practiceProgressResponseSchema } from '@/common/practice/attempt-schema.ts';
import { progressListResponseSchema } from '@/common/courses/progress-schema.ts';
import { seedSession, createAccount } from './support/create-account.ts';
import { bearer } from './support/courses-helpers.ts';
import {
  openProblem,
  runAndWait,
  setCode,
  signInLearner,
  waitForEngine,
} from './support/practice-helpers.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

test.describe.configure({ timeout: 300_000 });

const LESSON_URL = '/dashboard/lessons?course=ai-engineering&lesson=ai-llm-tokens';
const SQL_PROBLEM = 'select-engineering-employees';

function syncPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/sync/mutations/')) {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an attempt and a lesson completion made offline reach the server after a reload offline', async ({
    page,
    context,
    request,
  }) => {
    const session = await signInLearner(page, request);
    // Online once: the lesson is cached, the SQL engine loads, the service worker takes over.
    await page.goto(LESSON_URL);
    await waitForServiceWorker(page);
    // Loaded again under the service worker, so the lesson's API response is in its cache.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Tokens and tokenization' }),
    ).toBeVisible();
    await openProblem(page, SQL_PROBLEM);
    await waitForEngine(page, 'SQL');

    await context.setOffline(true);
    await setCode(page, 'SELECT name FROM employees;');
    await runAndWait(page, 'Run');
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved on this device' }).first(),
    ).toBeVisible();

    await page.goto(LESSON_URL);
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();

    // A reload while offline: the queue is on the device, not in memory.
    await page.reload();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved on this device' }).first(),
    ).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Synced' }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect
      .poll(async () => {
        const response = await request.get('/api/practice/progress/', { headers: bearer(session) });
        return practiceProgressResponseSchema
          .parse(await response.json())
          .problems.map((p) => p.problem_id);
      })
      .toEqual([SQL_PROBLEM]);
    await expect
      .poll(async () => {
        const response = await request.get('/api/lesson-progress/', { headers: bearer(session) });
        const items = progressListResponseSchema.parse(await response.json()).items;
        return items.find((item) => item.lessonId === 'ai-llm-tokens')?.completedAt ?? null;
      })
      .not.toBeNull();
  });
});

test('with two tabs open, one tab sends every change', async ({ page, context, request }) => {
  const session = await createAccount(request, { uploadResume: true });
  await seedSession(page, session);
  const firstPosts = syncPosts(page);
  await page.goto(LESSON_URL);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tokens and tokenization' }),
  ).toBeVisible();

  const second = await context.newPage();
  const secondPosts = syncPosts(second);
  await second.goto('/dashboard/lessons?course=ai-engineering&lesson=ai-llm-sampling');
  await expect(
    second.getByRole('heading', { level: 2, name: 'Sampling: temperature, top-p and friends' }),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(second.getByText('Completed', { exact: true })).toBeVisible();

  await expect
    .poll(async () => {
      const response = await request.get('/api/lesson-progress/', { headers: bearer(session) });
      const items = progressListResponseSchema.parse(await response.json()).items;
      return items.find((item) => item.lessonId === 'ai-llm-sampling')?.completedAt ?? null;
    })
    .not.toBeNull();
  // Both tabs show it as synced (they read the same outbox).
  await expect(second.getByRole('status').filter({ hasText: 'Synced' })).toBeVisible();
  expect(firstPosts.some((body) => body.includes('ai-llm-sampling'))).toBe(true);
  expect(secondPosts).toEqual([]);
});
