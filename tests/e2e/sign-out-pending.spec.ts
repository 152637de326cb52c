/**
 * Sign Out with unsynced changes (src/app/sign-out-dialog.tsx): a lesson marked complete
 * offline stays queued in IndexedDB, so Sign Out warns instead of discarding it. "Stay signed in"
 * keeps the session; "Wait for sync" signs out only once the queue has drained (here: after the
 * browser is back online and the change has reached the server); "Sign out anyway" signs out at
 * once, offline (with the service worker serving the app's code, as for a real user).
 */
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from './support/test.ts';
import { syncBatchResponseSchema } from '@/common/sync/sync-schema.ts';
import { SESSION_STORAGE_KEY } from '@/common/session/session-storage-key.ts';
import { createAccount, seedSession } from './support/create-account.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

const LESSON_URL = '/dashboard/lessons?course=ai-engineering&lesson=ai-llm-tokens';

const pathOf = (url: string) => new URL(url).pathname;

function storedSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);
}

/** Signs in for real, opens a lesson online, then marks it complete offline (one queued change). */
async function completeLessonOffline(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  withServiceWorker = false,
): Promise<void> {
  const session = await createAccount(request, { uploadResume: true });
  await seedSession(page, session);
  await page.goto(LESSON_URL);
  if (withServiceWorker) await waitForServiceWorker(page);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tokens and tokenization' }),
  ).toBeVisible();
  await expect(page.getByText('0 of 4 complete').first()).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 4 complete').first()).toBeVisible();
}

/** Chooses Sign Out in the account menu and expects the warning instead of a sign-out. */
async function chooseSignOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out with unsynced changes?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'You have 1 change that has not been saved to your account yet. If you sign out now, it will be lost.',
  );
  expect(pathOf(page.url())).toBe('/dashboard/lessons');
  expect(await storedSession(page)).not.toBeNull();
  return dialog;
}

test('"Stay signed in" keeps the session and the queued change', async ({
  page,
  context,
  request,
}) => {
  await completeLessonOffline(page, context, request);
  const dialog = await chooseSignOut(page);

  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(1_500);
  expect(pathOf(page.url())).toBe('/dashboard/lessons');
  expect(await storedSession(page)).not.toBeNull();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // The change is still queued: asking again warns again.
  await chooseSignOut(page);
  await context.setOffline(false);
});

test('"Wait for sync" signs out only after the change reached the server', async ({
  page,
  context,
  request,
}) => {
  await completeLessonOffline(page, context, request);
  const dialog = await chooseSignOut(page);

  await dialog.getByRole('button', { name: 'Wait for sync' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Syncing… 1 change left. You will be signed out as soon as everything is saved.',
  );
  await expect(dialog.getByRole('button', { name: 'Wait for sync' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();

  // Offline the queue cannot drain: several polls later the user is still signed in.
  await page.waitForTimeout(2_500);
  await expect(dialog).toBeVisible();
  expect(pathOf(page.url())).toBe('/dashboard/lessons');
  expect(await storedSession(page)).not.toBeNull();

  // Back online, the queue sends the completion, and only then does sign-out happen.
  const synced = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/sync/mutations/') &&
      response.request().method() === 'POST' &&
      /"doc_id":"ai-llm-tokens"[^}]*"completedAt":"/.test(response.request().postData() ?? ''),
  );
  await context.setOffline(false);
  const response = await synced;
  expect(response.ok()).toBe(true);
  const saved = syncBatchResponseSchema.parse(await response.json());
  expect(saved.results.map((result) => result.status)).toContain('applied');

  await expect.poll(() => pathOf(page.url())).toBe('/');
  await expect.poll(() => storedSession(page)).toBeNull();
  await expect(dialog).toBeHidden();
});

// Only the revoke call is loaded on use (sign-out-now.ts); offline, before any service worker has
// cached it, the sign-out still happens locally (a bug: the button once did nothing).
test('"Sign out anyway" signs out at once, offline, without a service worker', async ({
  page,
  context,
  request,
}) => {
  await completeLessonOffline(page, context, request);
  const dialog = await chooseSignOut(page);

  await dialog.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect.poll(() => pathOf(page.url())).toBe('/');
  await expect.poll(() => storedSession(page)).toBeNull();
  await context.setOffline(false);
});

test.describe('with the service worker', () => {
  // The app's code comes from the service worker's precache offline, as it does for a real user,
  // so this test lets the worker run.
  test.use({ serviceWorkers: 'allow' });

  test('"Sign out anyway" signs out at once, offline', async ({ page, context, request }) => {
    await completeLessonOffline(page, context, request, true);
    const dialog = await chooseSignOut(page);

    await dialog.getByRole('button', { name: 'Sign out anyway' }).click();
    await expect.poll(() => pathOf(page.url())).toBe('/');
    await expect.poll(() => storedSession(page)).toBeNull();
    await expect(dialog).toBeHidden();
    await context.setOffline(false);
  });
});
