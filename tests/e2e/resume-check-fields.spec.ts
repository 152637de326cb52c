/**
 * "Check N fields" (issue 25) end to end against the production server: a new learner uploads a
 * résumé on the first-run screen; once the job has read it, the editor opens at "Check N fields"
 * listing the fields the parser was least sure of, each with the text it came from. "Fix" shows
 * and focuses the field's input; typing there checks it and the fix reaches the server. One is
 * confirmed offline with the keyboard, survives an offline reload, and syncs when back online;
 * then the list says "All fields checked". Works at 360 px.
 */
import {
  resumeDetailsSchema,
  resumeListResponseSchema,
  type ResumeDetails,
} from '@/common/resume/resume-schema.ts';
import type { Session } from '@/common/session/session-schema.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import { makeScannedResumePdf } from '../support/make-scanned-resume-pdf.ts';
import { makeUnsureResumePdf } from './support/make-unsure-resume-pdf.ts';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

// The offline reload needs the service worker (the app shell offline).
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } });

async function serverCopy(
  request: APIRequestContext,
  session: Session,
  resumeId: string,
): Promise<ResumeDetails> {
  const response = await request.get(`/api/resume/${resumeId}/`, { headers: bearer(session) });
  return resumeDetailsSchema.parse(await response.json());
}

test('upload → "Check N fields" → fix one and confirm one (offline) → synced', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await createAccountPatiently(request, { uploadResume: false });
  await seedSession(page, session);
  await page.goto('/dashboard/upload-resume');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Ada Quill CV.pdf',
    mimeType: 'application/pdf',
    buffer: await makeUnsureResumePdf(),
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(page.getByRole('heading', { name: 'Resume Uploaded Successfully!' })).toBeVisible();

  // The first screen after the parse: the editor, with the fields to check on top.
  const panel = page.getByRole('region', { name: /^Check \d+ fields?$/ });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);
  const heading = (await panel.getByRole('heading').textContent()) ?? '';
  const total = Number(/Check (\d+)/.exec(heading)?.[1]);
  expect(total).toBeGreaterThanOrEqual(2);
  const entries = panel.getByRole('listitem');
  await expect(entries).toHaveCount(total);
  await expect(entries.first()).toContainText('Read from: “');
  const list = await request.get('/api/resume/', { headers: bearer(session) });
  const resumeId = resumeListResponseSchema.parse(await list.json()).results[0]?.resume_id;
  expect(resumeId).toBeTruthy();
  const parsed = await serverCopy(request, session, resumeId!);
  expect(parsed.checked_fields).toBe('');

  // Fix the first (least sure) one: its input is shown and focused; typing checks it.
  const firstLabel = (await entries.first().locator('span').first().textContent()) ?? '';
  await entries.first().getByRole('button', { name: /^Fix / }).click();
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('data-check-key', /.+/);
  const fixedKey = (await focused.getAttribute('data-check-key'))!;
  await focused.fill('Fixed By Hand');
  await expect(
    page.getByRole('region', {
      name: `Check ${total - 1} ${total - 1 === 1 ? 'field' : 'fields'}`,
    }),
  ).toBeVisible();
  // Gone from the list (the field's own label, e.g. "Role", stays in the form below).
  await expect(
    page
      .getByRole('region', { name: /^Check \d+ fields?$/ })
      .getByText(firstLabel, { exact: true }),
  ).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const copy = await serverCopy(request, session, resumeId!);
        const [itemId, field] = fixedKey.includes('.') ? fixedKey.split('.') : [null, fixedKey];
        const record = itemId
          ? ([...copy.employment_history, ...copy.education_history, ...copy.skills].find(
              (item) => item.id === itemId,
            ) as Record<string, unknown> | undefined)
          : (copy as unknown as Record<string, unknown>);
        return [copy.checked_fields.split(' ').includes(fixedKey), record?.[field!]];
      },
      { timeout: 20_000 },
    )
    .toEqual([true, 'Fixed By Hand']);

  // Confirm the next one offline, with the keyboard; it stays confirmed across an offline reload.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const next = page
    .getByRole('region', { name: /^Check \d+ fields?$/ })
    .getByRole('listitem')
    .first();
  const nextLabel = (await next.locator('span').first().textContent()) ?? '';
  await next.getByRole('button', { name: /looks right$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(nextLabel, { exact: true })).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Edit Resume' }).click();
  await expect(page.getByRole('form', { name: 'Resume editor' })).toBeVisible();
  await expect(page.getByText(nextLabel, { exact: true })).toHaveCount(0);
  // Gone from the list (the field's own label, e.g. "Role", stays in the form below).
  await expect(
    page
      .getByRole('region', { name: /^Check \d+ fields?$/ })
      .getByText(firstLabel, { exact: true }),
  ).toHaveCount(0);
  await context.setOffline(false);
  await expect
    .poll(
      async () => (await serverCopy(request, session, resumeId!)).checked_fields.split(' ').length,
      {
        timeout: 30_000,
      },
    )
    .toBe(2);

  // Confirm whatever is left: the list says so, and nothing is wider than the phone.
  const rest = page.getByRole('button', { name: /looks right$/ });
  // One at a time: each click must have taken effect before the next is counted.
  for (let left = await rest.count(); left > 0; left -= 1) {
    await rest.first().click();
    await expect(rest).toHaveCount(left - 1);
  }
  await expect(page.getByRole('heading', { name: 'All fields checked' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect
    .poll(
      async () => (await serverCopy(request, session, resumeId!)).checked_fields.split(' ').length,
      {
        timeout: 30_000,
      },
    )
    .toBe(total);
});

test('a scanned résumé (no text layer) is read by OCR with progress, and every field it gave is to be checked', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const session = await createAccountPatiently(request, { uploadResume: false });
  const upload = await request.post('/api/resume/upload/', {
    headers: bearer(session),
    multipart: {
      resume_file: {
        name: 'scan.pdf',
        mimeType: 'application/pdf',
        buffer: await makeScannedResumePdf(),
      },
    },
  });
  expect(upload.ok()).toBe(true);
  const { resume_id: resumeId } = (await upload.json()) as { resume_id: string };
  // OCR reports how far it is while it reads (the résumé list shows it as a progress bar). The
  // list is asked often: on an idle machine one page takes about a second.
  await expect
    .poll(
      async () => {
        const list = await request.get('/api/resume/', { headers: bearer(session) });
        const item = resumeListResponseSchema.parse(await list.json()).results[0];
        return item?.status === 'processing' && typeof item.parse_progress === 'number';
      },
      { timeout: 30_000, intervals: [25] },
    )
    .toBe(true);
  await expect
    .poll(async () => (await serverCopy(request, session, resumeId)).status, { timeout: 60_000 })
    .toBe('ready');
  const list = await request.get('/api/resume/', { headers: bearer(session) });
  expect(resumeListResponseSchema.parse(await list.json()).results[0]?.parse_progress).toBeNull();
  const copy = await serverCopy(request, session, resumeId);
  expect(copy.learner_name).toBe('Grace Hopper');
  expect(copy.learner_email).toBe('grace.hopper@example.com');
  expect(copy.parse_meta.learner_name?.confidence).toBeLessThan(0.7);
});
