/**
 * The resume upload gate (product.md#routes, #upload-resume): a new user is sent to /dashboard/upload-resume,
 * wrong files are refused in the browser without being sent, a PDF uploads with a progress bar,
 * the success message shows and the Resumes screen opens; the server and the stored session agree. A PDF
 * the server refuses (it cannot be opened) shows the server's reason and stays chosen.
 * The upload goes through the sync engine (issue 27 §2): it carries the outbox row's id as its
 * `Idempotency-Key`, and an answer lost on the way is sent again with the same key and still
 * makes one résumé, which the Resumes screen opens to be checked. Offline: resume-upload-offline.spec.ts.
 */
import { expect, test } from './support/test.ts';
import { profileSchema } from '@/common/auth/profile-schema.ts';
import { resumeListResponseSchema } from '@/common/resume/resume-schema.ts';
import { resumeUploadResponseSchema } from '@/common/resume/resume-upload-schema.ts';
import { RESUME_CHECK_PARAM } from '@/common/routes.ts';
import { MINIMAL_PDF, seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import { openUploadGate } from './support/open-upload-gate.ts';

test('upload gate: refuses non-PDFs and big files locally, uploads a PDF, then opens the dashboard', async ({
  page,
  request,
}) => {
  const session = await createAccountPatiently(request, {
    firstName: 'Grace',
    uploadResume: false,
  });
  await seedSession(page, session);
  const uploads: string[] = [];
  const keys: Array<string | undefined> = [];
  page.on('request', (r) => {
    if (!r.url().includes('/api/resume/upload/')) return;
    uploads.push(r.method());
    keys.push(r.headers()['idempotency-key']);
  });

  await page.goto('/dashboard/lessons');
  await expect(page).toHaveURL(/\/dashboard\/upload-resume$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Grace!' })).toBeVisible();
  await expect(page.getByText('PDF only, max 5MB')).toBeVisible();
  // No file chosen: the button does nothing.
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(page).toHaveURL(/\/dashboard\/upload-resume$/);

  const chooser = page.locator('input[type="file"]');
  await chooser.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('This is plain text with a .pdf name.'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Your resume must be a PDF file. Please choose a PDF.',
  );

  await chooser.setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([MINIMAL_PDF, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'This file is larger than 5 MB. Please choose a smaller PDF.',
  );
  expect(uploads).toEqual([]);

  await chooser.setInputFiles({
    name: 'Grace Hopper CV.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([MINIMAL_PDF, Buffer.alloc(400 * 1024, 0x20)]),
  });
  await expect(page.getByText('Grace Hopper CV.pdf')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Hold the upload's answer briefly so the busy state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/resume/upload/', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();

  await expect(page.getByRole('heading', { name: 'Resume Uploaded Successfully!' })).toBeVisible();
  await expect(page.getByText('Redirecting you to your dashboard...')).toBeVisible();
  // Issue 25: an uploaded résumé is opened on the Resumes screen to be checked once it is read.
  await expect(page).toHaveURL(/\/dashboard\/resumes/);
  expect(uploads).toEqual(['POST']);
  // Sent by the sync engine: the outbox row's id is the key (docs/api.md).
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_data') ?? '{}'));
  expect(stored.has_uploaded_resume).toBe(true);
  const me = await request.get('/api/registry/me/', { headers: bearer(session) });
  expect(profileSchema.parse(await me.json()).has_uploaded_resume).toBe(true);

  await page.goto('/dashboard/lessons');
  await expect(page.getByText('Select a video to start learning')).toBeVisible();
});

test('the server refuses a non-PDF and an oversized file with 415 and 413', async ({ request }) => {
  const session = await createAccountPatiently(request, { uploadResume: false });
  const fake = await request.post('/api/resume/upload/', {
    headers: bearer(session),
    multipart: {
      resume_file: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('not a pdf'),
      },
    },
  });
  expect(fake.status()).toBe(415);
  expect((await fake.json()).message).toBe(
    'Your resume must be a PDF or Word file (.pdf, .docx or .doc). Save it in one of these formats and upload it again.',
  );
  const big = await request.post('/api/resume/upload/', {
    headers: bearer(session),
    multipart: {
      resume_file: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([MINIMAL_PDF, Buffer.alloc(5 * 1024 * 1024)]),
      },
    },
  });
  expect(big.status()).toBe(413);
  expect((await big.json()).message).toBe(
    'Your resume is larger than 5 MB. Please upload a smaller file.',
  );
});

test('upload gate: a PDF the server cannot open shows its reason and stays chosen', async ({
  page,
  request,
}) => {
  // Starts like a PDF (the browser's check passes), but pdf.js cannot open it.
  await openUploadGate(page, request, {
    file: {
      name: 'broken.pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20)]),
    },
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This PDF could not be read: the file is damaged or not a real PDF. Export it again and upload the new file.',
  );
  await expect(page.getByText('broken.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Resume' })).toBeEnabled();
  await expect(page).toHaveURL(/\/dashboard\/upload-resume$/);
});

test('upload gate: an answer lost on the way is sent again with the same key and makes one résumé', async ({
  page,
  request,
}) => {
  const keys: Array<string | undefined> = [];
  let firstAnswer: unknown;
  await page.route('**/api/resume/upload/', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) {
      await route.continue();
      return;
    }
    // The server stores the résumé, but its answer never reaches the page.
    const response = await route.fetch();
    firstAnswer = await response.json();
    await route.abort('connectionreset');
  });
  // The Resumes screen drops its "check" parameter once the résumé is read: remember every URL.
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  const session = await openUploadGate(page, request, {
    file: { name: 'Lost Answer CV.pdf', buffer: MINIMAL_PDF },
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();

  await expect(page.getByRole('heading', { name: 'Resume Uploaded Successfully!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/dashboard\/resumes/);
  const first = resumeUploadResponseSchema.parse(firstAnswer);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const list = await request.get('/api/resume/', { headers: bearer(session) });
  expect(resumeListResponseSchema.parse(await list.json()).results.map((r) => r.resume_id)).toEqual(
    [first.resume_id],
  );
  // The second answer (the first one's, replayed) names the résumé the Resumes screen opens.
  expect(
    urls.some((url) => new URL(url).searchParams.get(RESUME_CHECK_PARAM) === first.resume_id),
  ).toBe(true);
});

test('upload gate in a tab that does not send: the sending tab uploads it and tells it the new résumé', async ({
  page,
  context,
  request,
}) => {
  const keys: Array<string | undefined> = [];
  context.on('request', (r) => {
    if (r.url().includes('/api/resume/upload/')) keys.push(r.headers()['idempotency-key']);
  });
  // The first tab holds the sender lock (src/lib/sync/README.md#sending).
  const session = await openUploadGate(page, request);
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await navigator.locks.query()).held?.some((lock) => lock.name === 'nyra:sync-sender'),
      ),
    )
    .toBe(true);

  const second = await context.newPage();
  const urls: string[] = [];
  second.on('framenavigated', (frame) => {
    if (frame === second.mainFrame()) urls.push(frame.url());
  });
  await second.goto('/dashboard/upload-resume');
  await second.locator('input[type="file"]').setInputFiles({
    name: 'Second Tab CV.pdf',
    mimeType: 'application/pdf',
    buffer: MINIMAL_PDF,
  });
  await second.getByRole('button', { name: 'Upload Resume' }).click();
  await expect(second.getByRole('heading', { name: 'Resume Uploaded Successfully!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(second).toHaveURL(/\/dashboard\/resumes/);
  const list = await request.get('/api/resume/', { headers: bearer(session) });
  const ids = resumeListResponseSchema.parse(await list.json()).results.map((r) => r.resume_id);
  expect(ids).toHaveLength(1);
  expect(keys).toHaveLength(1);
  // The answer reached the tab that queued the file: it opens that résumé to be checked.
  expect(urls.some((url) => new URL(url).searchParams.get(RESUME_CHECK_PARAM) === ids[0])).toBe(
    true,
  );
});
