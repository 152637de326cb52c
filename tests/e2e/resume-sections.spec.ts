/**
 * Issue 32 end to end: a certification with its verify link added in the résumé editor at phone
 * width reaches the server through the sync engine, is in the exported PDF as a visible link, and
 * the exported file parses back with it (uploaded again, read by the server's parser; and in the
 * "What an ATS sees" view).
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { toJsonResume } from '@/common/resume/export/to-json-resume.ts';
import { resumeDetailsSchema, type ResumeDetails } from '@/common/resume/resume-schema.ts';
import { shortResume } from '../support/sample-resumes.ts';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';

type Session = Awaited<ReturnType<typeof createAccountPatiently>>;

const VERIFY_URL = 'https://nyra.example/verify/7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const preview = (page: Page) => page.getByRole('article', { name: 'Resume preview' });

async function serverCopy(
  request: APIRequestContext,
  session: Session,
  resumeId: string,
): Promise<ResumeDetails> {
  const answer = await request.get(`/api/resume/${resumeId}/`, { headers: bearer(session) });
  return resumeDetailsSchema.parse(await answer.json());
}

test('adds a certification with its link in the editor; the exported PDF parses back with it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await createAccountPatiently(request);
  const resume = { ...shortResume(), certifications: [] };
  const imported = await request.post('/api/resume/import/', {
    headers: bearer(session),
    data: { file_name: 'ada.json', resume: toJsonResume(resume) },
  });
  expect(imported.status()).toBe(201);
  const { resume_id: resumeId } = (await imported.json()) as { resume_id: string };

  await page.setViewportSize({ width: 360, height: 780 });
  await seedSession(page, session);
  await page.goto('/dashboard/resumes');
  const edit = page.getByRole('button', { name: 'Edit Resume' });
  await expect(edit).toBeEnabled({ timeout: 20_000 });
  await edit.click();
  await expect(page.getByRole('form', { name: 'Resume editor' })).toBeVisible();

  const certifications = section(page, 'Certifications');
  await expect(certifications.getByText('No certification items yet.')).toBeVisible();
  await certifications.getByRole('button', { name: 'Add certification' }).click();
  await certifications
    .getByLabel('Certification', { exact: true })
    .fill('Nyra Certified Data Engineer');
  await certifications.getByLabel('Issuer', { exact: true }).fill('Nyra');
  await certifications.getByLabel('Date', { exact: true }).fill('May 2024');
  await certifications.getByLabel('Link', { exact: true }).fill(VERIFY_URL);
  await certifications.getByLabel('Link', { exact: true }).press('Tab');
  // At 360 px the new sections fit: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await expect
    .poll(async () => (await serverCopy(request, session, resumeId)).certifications, {
      timeout: 30_000,
    })
    .toEqual([
      expect.objectContaining({
        certification_name: 'Nyra Certified Data Engineer',
        issuer: 'Nyra',
        issue_date: '2024-05',
        url: VERIFY_URL,
      }),
    ]);

  await page.getByRole('button', { name: 'Back' }).click();
  await page
    .getByRole('navigation', { name: 'Your resumes' })
    .getByRole('button', { name: /^ada/ })
    .click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    preview(page).getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdf = await readFile(z.string().parse(await download.path()));
  // The link is in the file as a link annotation, and its text is on the page.
  expect(pdf.includes(VERIFY_URL)).toBe(true);

  // The browser's own read-back ("What an ATS sees").
  const ats = preview(page).getByRole('region', { name: 'What an ATS sees' });
  await ats.getByRole('button', { name: 'Check my résumé' }).click();
  const fields = ats.getByRole('list', { name: 'Fields read from the file' });
  await expect(
    fields.getByRole('listitem').filter({ hasText: 'Certification 1 · Link' }),
  ).toContainText(VERIFY_URL, { timeout: 30_000 });

  // The exported file uploaded again: the server's parser reads the certification back.
  const upload = await request.post('/api/resume/upload/', {
    headers: bearer(session),
    multipart: { resume_file: { name: 'ada.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.ok()).toBe(true);
  const { resume_id: uploadedId } = (await upload.json()) as { resume_id: string };
  await expect
    .poll(async () => (await serverCopy(request, session, uploadedId)).status, { timeout: 60_000 })
    .toBe('ready');
  const parsed = await serverCopy(request, session, uploadedId);
  expect(parsed.certifications).toEqual([
    expect.objectContaining({
      certification_name: 'Nyra Certified Data Engineer',
      issuer: 'Nyra',
      issue_date: '2024-05',
      url: VERIFY_URL,
    }),
  ]);
  expect(parsed.projects[0]?.project_name).toBe(resume.projects[0]!.project_name);
});
