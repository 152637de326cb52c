/**
 * The first-run upload offline (issue 27 §2, product.md#upload-resume): a résumé chosen offline is
 * kept on the device by the sync engine, the screen says so in plain words, a reload (offline,
 * from the service worker's shell) still shows it kept, the learner can go on to the dashboard,
 * and the file uploads by itself once the connection returns — exactly once, with its key. On the
 * upload screen itself, the connection coming back finishes the upload and goes on to the check,
 * or shows the server's reason when it refuses the kept file.
 */
import { profileSchema } from '@/common/auth/profile-schema.ts';
import { resumeListResponseSchema } from '@/common/resume/resume-schema.ts';
import type { Session } from '@/common/session/session-schema.ts';
import { MINIMAL_PDF } from './support/create-account.ts';
import { bearer } from './support/courses-helpers.ts';
import { openUploadGate } from './support/open-upload-gate.ts';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

// The offline reload needs the service worker (the app shell offline).
test.use({ serviceWorkers: 'allow' });

const KEPT_OFFLINE =
  'You are offline. Your resume is kept on this device and will be uploaded as soon as you are back online. You can go on to your dashboard meanwhile.';

function recordUploads(page: Page): Array<string | undefined> {
  const keys: Array<string | undefined> = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/resume/upload/')) keys.push(r.headers()['idempotency-key']);
  });
  return keys;
}

async function resumeCount(request: APIRequestContext, session: Session): Promise<number> {
  const list = await request.get('/api/resume/', { headers: bearer(session) });
  return resumeListResponseSchema.parse(await list.json()).results.length;
}

test('chosen offline: kept across a reload, the learner goes on, and it uploads once back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const keys = recordUploads(page);
  const session = await openUploadGate(page, request);
  await waitForServiceWorker(page);

  await page.locator('input[type="file"]').setInputFiles({
    name: 'Offline CV.pdf',
    mimeType: 'application/pdf',
    buffer: MINIMAL_PDF,
  });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(page.getByRole('heading', { name: 'Saved on this device' })).toBeVisible();
  await expect(page.getByText(KEPT_OFFLINE)).toBeVisible();
  await expect(page.getByText('Offline CV.pdf')).toBeVisible();

  // Nothing is lost on a reload: the kept file is shown again, not asked for a second time.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Saved on this device' })).toBeVisible();
  await expect(page.getByText('Offline CV.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Continue to dashboard' }).click();
  await expect(page).not.toHaveURL(/upload-resume/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_data') ?? '{}'));
  expect(stored.has_uploaded_resume).toBe(true);
  // The gate stays passed across an offline reload.
  await page.reload();
  await expect(page).not.toHaveURL(/upload-resume/);
  expect(keys).toEqual([]);
  expect(await resumeCount(request, session)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => resumeCount(request, session), { timeout: 30_000 }).toBe(1);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  const me = await request.get('/api/registry/me/', { headers: bearer(session) });
  expect(profileSchema.parse(await me.json()).has_uploaded_resume).toBe(true);
});

test('kept offline on the upload screen, it uploads by itself when back online and goes on', async ({
  page,
  context,
  request,
}) => {
  const keys = recordUploads(page);
  const session = await openUploadGate(page, request, {
    file: { name: 'Back Online CV.pdf', buffer: MINIMAL_PDF },
  });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(page.getByText(KEPT_OFFLINE)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Resume Uploaded Successfully!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/dashboard\/resumes/);
  expect(await resumeCount(request, session)).toBe(1);
  expect(keys).toHaveLength(1);
});

test('a kept file the server refuses once back online shows its reason, and another can be chosen', async ({
  page,
  context,
  request,
}) => {
  // Starts like a PDF (the browser's check passes), but the server cannot open it.
  const session = await openUploadGate(page, request, {
    file: {
      name: 'broken.pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20)]),
    },
  });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(page.getByText(KEPT_OFFLINE)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveText(
    'This PDF could not be read: the file is damaged or not a real PDF. Export it again and upload the new file.',
  );
  await expect(page.getByRole('button', { name: 'Upload Resume' })).toBeEnabled();
  await expect(page).toHaveURL(/\/dashboard\/upload-resume$/);
  // Removed from the device: a reload does not bring it back.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Upload Resume' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved on this device' })).toHaveCount(0);
  expect(await resumeCount(request, session)).toBe(0);
});
