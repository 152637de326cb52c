/**
 * Issue 24 §4 "Locked out without a PDF": the upload gate keeps its PDF picker and adds "Build my
 * résumé here instead". A dropped Word file is told where Word files go; the form keeps what was
 * typed when answers are refused and across a reload (a draft on the device), then creates a
 * ready résumé on the server (dates with the precision typed) and opens the dashboard. At 1280 px
 * and on a 360 px phone, without horizontal scrolling.
 */
import { resumeDetailsSchema, resumeListResponseSchema } from '@/common/resume/resume-schema.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import { expect, test, type Page } from './support/test.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '360 px phone', width: 360, height: 740 },
] as const;

const WORD_MESSAGE =
  'Word files can be added from the Resumes screen once you are inside. Upload a PDF here, or build your résumé here instead.';

/** Drops a file on the drop zone as a person dragging it from the desktop would. */
async function dropFile(page: Page, name: string, bytes: number[], type: string): Promise<void> {
  const zone = page.getByText('Drag and drop your resume here, or').locator('..');
  const transfer = await page.evaluateHandle(
    ({ name, bytes, type }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return data;
    },
    { name, bytes, type },
  );
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

async function expectNoSideScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
}

for (const viewport of VIEWPORTS) {
  test(`no PDF: build a résumé on the gate and get in (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const session = await createAccountPatiently(request, {
      firstName: 'Grace',
      lastName: 'Hopper',
      uploadResume: false,
    });
    await seedSession(page, session);
    await page.goto('/dashboard/lessons');
    await expect(page).toHaveURL(/\/dashboard\/upload-resume$/);
    await expect(page.getByText('PDF only, max 5MB')).toBeVisible();

    // A Word file dropped on the gate: where Word files go, and the way in without a PDF.
    await dropFile(
      page,
      'Grace Hopper CV.docx',
      [0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await expect(page.getByRole('alert')).toHaveText(WORD_MESSAGE);
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'Build my résumé here instead' }).click();

    const form = page.getByRole('form', { name: 'Build your résumé' });
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('Grace Hopper');
    const recent = form.getByRole('group', { name: /Most recent job/ });
    const before = form.getByRole('group', { name: /Job before that/ });
    await recent.getByLabel('Job title').fill('Data Analyst');
    await recent.getByLabel('Company').fill('Acme');
    await recent.getByLabel('Started').fill('Mar 2021');
    await recent.getByLabel('I work here now').check();
    await before.getByLabel('Job title').fill('Intern');
    await before.getByLabel('Company').fill('Initech');
    await before.getByLabel('Started').fill('soon');
    await form.getByRole('button', { name: 'Create my résumé' }).click();

    // Refused here, before sending: each message under its field, nothing typed is lost.
    await expect(form.getByRole('alert')).toContainText('2 answers need a look');
    await expect(
      form.getByText('Give an e-mail address or a phone number, so employers can reach you'),
    ).toBeVisible();
    await expect(
      before.getByText('Enter a year (2021) or a month and year (Mar 2021)'),
    ).toBeVisible();
    await expect(form.getByLabel('E-mail', { exact: true })).toBeFocused();
    await expect(before.getByLabel('Started')).toHaveValue('soon');
    await expectNoSideScroll(page);

    // A reload keeps the draft and reopens the form.
    await page.reload();
    await expect(recent.getByLabel('Started')).toHaveValue('Mar 2021');
    await expect(recent.getByLabel('I work here now')).toBeChecked();
    await expect(before.getByLabel('Job title')).toHaveValue('Intern');

    await form.getByLabel('E-mail', { exact: true }).fill('grace@example.com');
    await before.getByLabel('Started').fill('2019');
    await before.getByLabel('Ended').fill('Feb 2021');
    const school = form.getByRole('group', { name: /Education/ });
    await school.getByLabel('School').fill('Yale');
    await school.getByLabel('Degree').fill('PhD Mathematics');
    await school.getByLabel('Started').fill('1930');
    await school.getByLabel('Finished').fill('1934');
    await form.getByLabel('Skills', { exact: true }).fill('COBOL, compilers');
    await form.getByRole('button', { name: 'Create my résumé' }).click();

    await expect(page.getByRole('heading', { name: 'Your résumé is ready!' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/lessons$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_data') ?? '{}'));
    expect(stored.has_uploaded_resume).toBe(true);

    const list = resumeListResponseSchema.parse(
      await (await request.get('/api/resume/', { headers: bearer(session) })).json(),
    );
    expect(list.results).toMatchObject([{ status: 'ready', learner_name: 'Grace Hopper' }]);
    const details = resumeDetailsSchema.parse(
      await (
        await request.get(`/api/resume/${list.results[0]!.resume_id}/`, {
          headers: bearer(session),
        })
      ).json(),
    );
    expect(details.learner_email).toBe('grace@example.com');
    expect(
      details.employment_history.map((job) => [job.title, job.start_date, job.end_date]),
    ).toEqual([
      ['Data Analyst', '2021-03', 'present'],
      ['Intern', '2019', '2021-02'],
    ]);
    expect(details.education_history).toMatchObject([
      { school_name: 'Yale', degree: 'PhD Mathematics', start_date: '1930', end_date: '1934' },
    ]);
    expect(details.skills.map((skill) => skill.skill_name)).toEqual(['COBOL', 'compilers']);

    // The draft is gone once the résumé exists.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('resume_builder_draft:')),
      ),
    ).toEqual([]);
  });
}
