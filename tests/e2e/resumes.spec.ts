/**
 * The Resumes screen end to end against the production server (its job worker parses):
 * each format uploaded through the UI shows its parsed name and e-mail once processed; a resume
 * that cannot be read shows why; the list and details are shown offline; a file chosen offline is
 * kept across a reload and uploaded when the connection returns.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

const FIXTURES = path.resolve('tests/fixtures/resumes');

// The offline test needs the service worker (the app shell offline); the default config blocks it.
test.use({ serviceWorkers: 'allow' });

async function expectedOf(base: string): Promise<{ learner_name: string; learner_email: string }> {
  const json = JSON.parse(await readFile(path.join(FIXTURES, `${base}.expected.json`), 'utf8')) as {
    expected: { learner_name: string; learner_email: string };
  };
  return json.expected;
}

async function chooseFile(page: Page, file: string): Promise<void> {
  await page.getByLabel('Choose a resume file').setInputFiles(path.join(FIXTURES, file));
}

const preview = (page: Page) => page.getByRole('article', { name: 'Resume preview' });
const drawer = (page: Page) => page.getByRole('navigation', { name: 'Your resumes' });

test('uploads a PDF, a DOCX and a DOC through the UI and shows each parsed; a failed one shows its reason', async ({
  page,
  request,
}) => {
  // The account's first resume (from the upload gate) is a PDF without any text.
  const session = await createAccountPatiently(request);
  await seedSession(page, session);
  await page.goto('/dashboard/resumes');
  await expect(page.getByRole('tab', { name: 'Resumes' })).toHaveAttribute('aria-selected', 'true');
  // Auto-selected, processed by the server's job worker, and failed with a reason.
  await expect(page.getByRole('alert')).toHaveText(/could not find any text/, { timeout: 30_000 });
  await expect(drawer(page).getByText('Failed')).toBeVisible();

  for (const base of ['resume-01-pdf', 'resume-19-docx', 'resume-25-doc']) {
    const file = (await readFile(path.join(FIXTURES, `${base}.expected.json`), 'utf8')).match(
      /"file": "([^"]+)"/,
    )?.[1];
    if (!file) throw new Error(`no file for ${base}`);
    const expected = await expectedOf(base);
    await chooseFile(page, file);
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'Resume Uploaded' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(modal).toContainText('will be ready shortly');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    const card = drawer(page).getByRole('button', { name: new RegExp(base) });
    await card.click();
    // processing → ready: the 2 s poll brings the parsed resume in without a reload.
    await expect(card).toContainText('Ready', { timeout: 30_000 });
    await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText(
      expected.learner_name,
    );
    await expect(preview(page)).toContainText(expected.learner_email);
  }

  // Deleting asks first (Cancel keeps it, Escape too), then removes the resume from the list.
  const failedCard = drawer(page).getByRole('button').filter({ hasText: 'Failed' });
  await failedCard.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this resume?' });
  await page.getByRole('button', { name: 'Delete resume' }).click();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(failedCard).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete resume' }).click();
  await confirm.getByRole('button', { name: 'Delete resume' }).click();
  await expect(failedCard).toHaveCount(0);
  await expect(drawer(page).getByRole('button')).toHaveCount(3);
});

test('list and details offline; a file chosen offline is uploaded when the connection returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await createAccountPatiently(request);
  const upload = await request.post('/api/resume/upload/', {
    headers: bearer(session),
    multipart: {
      resume_file: {
        name: 'resume-13-pdf2col.pdf',
        mimeType: 'application/pdf',
        buffer: await readFile(path.join(FIXTURES, 'resume-13-pdf2col.pdf')),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const twoColumn = await expectedOf('resume-13-pdf2col');
  await seedSession(page, session);
  await page.goto('/dashboard/resumes');
  await waitForServiceWorker(page);
  const card = drawer(page).getByRole('button', { name: /resume-13-pdf2col/ });
  await card.click();
  await expect(card).toContainText('Ready', { timeout: 30_000 });
  await expect(preview(page)).toContainText(twoColumn.learner_email);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline.')).toBeVisible();
  // Rendered from IndexedDB: no request can succeed now.
  await expect(drawer(page)).toBeVisible();
  await drawer(page)
    .getByRole('button', { name: /resume-13-pdf2col/ })
    .click();
  await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText(twoColumn.learner_name);
  await expect(preview(page)).toContainText(twoColumn.learner_email);

  // Chosen offline: kept on the device, then sent on reconnect.
  const docx = await expectedOf('resume-20-docx');
  await chooseFile(page, 'resume-20-docx.docx');
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Saved on this device' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('list', { name: 'Files waiting to upload' })).toContainText(
    'resume-20-docx.docx',
  );
  // The file itself is in IndexedDB (the sync engine's outbox): a reload while offline keeps it.
  await page.reload();
  await expect(page.getByText('You are offline.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Files waiting to upload' })).toContainText(
    'resume-20-docx.docx: waiting for a connection; it will upload automatically.',
  );
  await context.setOffline(false);
  const newCard = drawer(page).getByRole('button', { name: /resume-20-docx/ });
  await expect(newCard).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Files waiting to upload' })).toHaveCount(0);
  await newCard.click();
  await expect(newCard).toContainText('Ready', { timeout: 30_000 });
  await expect(preview(page)).toContainText(docx.learner_email);
});
