/**
 * Issue 31 end to end against the production build: the gallery shows all twelve templates with
 * thumbnails of the learner's own résumé; the chosen template is kept with the résumé (after a
 * reload, and on another device); PDF and DOCX download;  "What an ATS sees" reads the exported file
 * back and lists its fields, offline and at 360 px.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { RESUME_TEMPLATES } from '@/common/resume/resume-template-schema.ts';
import { toJsonResume } from '@/common/resume/export/to-json-resume.ts';
import { shortResume } from '../support/sample-resumes.ts';
import { expect, test, type Page } from './support/test.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

// The ATS check runs offline: its parser and mammoth chunks come from the service worker.
test.use({ serviceWorkers: 'allow' });

const preview = (page: Page) => page.getByRole('article', { name: 'Resume preview' });
const gallery = (page: Page) => preview(page).getByRole('group', { name: 'Template' });

test('keeps the template chosen in the gallery, downloads, and shows what an ATS reads', async ({
  page,
  request,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  const resume = shortResume();
  const session = await createAccountPatiently(request);
  const imported = await request.post('/api/resume/import/', {
    headers: bearer(session),
    data: { file_name: 'ada.json', resume: toJsonResume(resume) },
  });
  expect(imported.status()).toBe(201);
  const { resume_id: resumeId } = (await imported.json()) as { resume_id: string };
  const openResume = (on: Page) =>
    on
      .getByRole('navigation', { name: 'Your resumes' })
      .getByRole('button', { name: /^ada/ })
      .click();

  await seedSession(page, session);
  await page.goto('/dashboard/resumes');
  await waitForServiceWorker(page);
  await openResume(page);
  await expect(gallery(page).getByRole('radio')).toHaveCount(RESUME_TEMPLATES.length);
  await expect(gallery(page).getByRole('radio', { name: 'Classic' })).toBeChecked();
  // Thumbnails of this résumé, drawn once it is still: every card gets one.
  await expect(gallery(page).locator('img')).toHaveCount(RESUME_TEMPLATES.length, {
    timeout: 60_000,
  });

  await gallery(page).getByRole('radio', { name: 'Harvard' }).check();
  await expect(gallery(page).getByRole('radio', { name: 'Harvard' })).toBeChecked();
  await preview(page).getByRole('radio', { name: 'US Letter' }).check();
  // Kept with the résumé on the server (through the sync engine) ...
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/resume/${resumeId}/`, { headers: bearer(session) });
        const body = (await answer.json()) as { template: string; paper: string };
        return `${body.template} ${body.paper}`;
      },
      { timeout: 30_000 },
    )
    .toBe('harvard LETTER');
  // ... so a reload and another device show it.
  await page.reload();
  await openResume(page);
  await expect(gallery(page).getByRole('radio', { name: 'Harvard' })).toBeChecked();
  const other = await browser.newContext({ serviceWorkers: 'block' });
  const device = await other.newPage();
  await seedSession(device, session);
  await device.goto('/dashboard/resumes');
  await openResume(device);
  await expect(gallery(device).getByRole('radio', { name: 'Harvard' })).toBeChecked({
    timeout: 30_000,
  });
  await expect(preview(device).getByRole('radio', { name: 'US Letter' })).toBeChecked();
  await other.close();

  // Download PDF.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    preview(page).getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('ada.pdf');
  const [docx] = await Promise.all([
    page.waitForEvent('download'),
    preview(page).getByRole('button', { name: 'Download DOCX' }).click(),
  ]);
  expect(docx.suggestedFilename()).toBe('ada.docx');
  // A real Word file (a zip with the document part), not a renamed PDF.
  const word = new Uint8Array(await readFile(z.string().parse(await docx.path())));
  expect(Buffer.from(word.subarray(0, 2)).toString()).toBe('PK');
  expect(Buffer.from(word).includes('word/document.xml')).toBe(true);

  // What an ATS sees: the exported file read back, field by field, at phone width, offline.
  await context.setOffline(true);
  await page.setViewportSize({ width: 360, height: 780 });
  const ats = preview(page).getByRole('region', { name: 'What an ATS sees' });
  await ats.getByRole('button', { name: 'Check my résumé' }).click();
  await expect(ats.getByRole('status')).toHaveText(
    /^(Every field came through|\d+ of \d+ fields came through) from the PDF \(Harvard\)\.$/,
    { timeout: 30_000 },
  );
  const fields = ats.getByRole('list', { name: 'Fields read from the file' });
  await expect(fields.getByRole('listitem').filter({ hasText: 'Email' })).toContainText(
    resume.learner_email,
  );
  await expect(fields.getByRole('listitem').filter({ hasText: 'Job 1 · Company' })).toContainText(
    resume.employment_history[0]!.company_name,
  );
  // The Word file, read back the same way.
  await ats.getByRole('radio', { name: 'DOCX' }).check();
  await ats.getByRole('button', { name: 'Check my résumé' }).click();
  await expect(ats.getByRole('status')).toHaveText(
    /^(Every field came through|\d+ of \d+ fields came through) from the DOCX \(Harvard\)\.$/,
    { timeout: 30_000 },
  );
  await expect(fields.getByRole('listitem').filter({ hasText: 'Name' }).first()).toContainText(
    resume.learner_name,
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('a template chosen right before a reload is kept (nothing chosen is lost on a fast reload)', async ({
  page,
  request,
}) => {
  const session = await createAccountPatiently(request);
  const imported = await request.post('/api/resume/import/', {
    headers: bearer(session),
    data: { file_name: 'ada.json', resume: toJsonResume(shortResume()) },
  });
  expect(imported.status()).toBe(201);
  const { resume_id: resumeId } = (await imported.json()) as { resume_id: string };
  const openResume = () =>
    page
      .getByRole('navigation', { name: 'Your resumes' })
      .getByRole('button', { name: /^ada/ })
      .click();
  await seedSession(page, session);
  await page.goto('/dashboard/resumes');
  await openResume();
  await expect(gallery(page).getByRole('radio', { name: 'Classic' })).toBeChecked();

  // Chosen and the page reloaded in the same task: the save cannot have reached IndexedDB yet.
  await gallery(page)
    .getByRole('radio', { name: 'Harvard' })
    .evaluate((radio: HTMLInputElement) => {
      radio.click();
      window.location.reload();
    });
  await page.waitForLoadState('load');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await openResume();
  await expect(gallery(page).getByRole('radio', { name: 'Harvard' })).toBeChecked();
  // ... and it reaches the server too.
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/resume/${resumeId}/`, { headers: bearer(session) });
      return ((await answer.json()) as { template: string }).template;
    })
    .toBe('harvard');
});
