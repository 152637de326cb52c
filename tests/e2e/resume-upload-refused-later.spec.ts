/**
 * The first-run gate after a background refusal (issue 27 §2, product.md#upload-resume): a learner
 * who chose a résumé offline and went on to the dashboard has no résumé if the server later
 * refuses that file. The gate reopens and says why, so they are never left without one, unaware.
 */
import { profileSchema } from '@/common/auth/profile-schema.ts';
import { MINIMAL_PDF, seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import { openUploadGate } from './support/open-upload-gate.ts';
import { expect, test } from './support/test.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

// Offline screens come from the service worker, as for a learner (the app shell, lazy chunks).
test.use({ serviceWorkers: 'allow' });

const KEPT_OFFLINE =
  'You are offline. Your resume is kept on this device and will be uploaded as soon as you are back online. You can go on to your dashboard meanwhile.';
const UNREADABLE =
  'This PDF could not be read: the file is damaged or not a real PDF. Export it again and upload the new file.';

test('a kept file refused after the learner went on reopens the gate with the reason', async ({
  page,
  context,
  request,
}) => {
  const session = await openUploadGate(page, request);
  await waitForServiceWorker(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'broken.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20)]),
  });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(page.getByText(KEPT_OFFLINE)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to dashboard' }).click();
  await expect(page).not.toHaveURL(/upload-resume/);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/dashboard\/upload-resume$/, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveText(UNREADABLE);
  await expect(page.getByRole('button', { name: 'Upload Resume' })).toBeEnabled();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_data') ?? '{}'));
  expect(stored.has_uploaded_resume).toBe(false);

  // Told once: the refused file is gone from the device, so a reload shows the plain gate.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Upload Resume' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Another file gets through, and the gate stays passed.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Good CV.pdf',
    mimeType: 'application/pdf',
    buffer: MINIMAL_PDF,
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(page.getByRole('heading', { name: 'Resume Uploaded Successfully!' })).toBeVisible();
  const me = await request.get('/api/registry/me/', { headers: bearer(session) });
  expect(profileSchema.parse(await me.json()).has_uploaded_resume).toBe(true);
});

test('a refused file does not reopen the gate for a learner the server holds a résumé for', async ({
  page,
  context,
  request,
}) => {
  const session = await createAccountPatiently(request, { uploadResume: true });
  await seedSession(page, session);
  await page.goto('/dashboard/resumes');
  await waitForServiceWorker(page);
  await expect(page.getByRole('tab', { name: 'Resumes' })).toHaveAttribute('aria-selected', 'true');
  await context.setOffline(true);
  await page.getByLabel('Choose a resume file').setInputFiles({
    name: 'broken.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20)]),
  });
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Saved on this device' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await context.setOffline(false);
  await expect(page.getByRole('list', { name: 'Files waiting to upload' })).toContainText(
    UNREADABLE,
    { timeout: 30_000 },
  );
  await expect(page).toHaveURL(/\/dashboard\/resumes/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_data') ?? '{}'));
  expect(stored.has_uploaded_resume).toBe(true);
});
