/**
 * Issue 24 §4 "Invented precision": a résumé's dates keep the precision it gave. A job from
 * March 2021 shows "Mar 2021" in the editor (not 03/01/2021 from a date picker), a school year
 * shows "2015"; a typed "06/2018" is stored as 2018-06 and shown as "Jun 2018"; the exported
 * PDF prints "Mar 2021 – Present" and "2015 – 2019", never an invented January. At 1280 px and
 * on a 360 px phone.
 */
import { readFile } from 'node:fs/promises';
import { resumeDetailsSchema } from '@/common/resume/resume-schema.ts';
import { plainText, readPdfText } from '../support/read-pdf-text.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import { expect, test } from './support/test.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '360 px phone', width: 360, height: 740 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`dates keep the résumé's precision in the editor and the PDF (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const session = await createAccountPatiently(request);
    const imported = await request.post('/api/resume/import/', {
      headers: bearer(session),
      data: {
        file_name: 'ada-dates.json',
        resume: {
          basics: { name: 'Ada Dates', email: 'ada@example.com' },
          work: [
            { name: 'Acme', position: 'Data Engineer', startDate: '2021-03' },
            { name: 'Initech', position: 'Analyst', startDate: '2019', endDate: '2021-02' },
          ],
          education: [
            {
              institution: 'UCL',
              studyType: 'BSc',
              area: 'Maths',
              startDate: '2015',
              endDate: '2019',
            },
          ],
        },
      },
    });
    expect(imported.status()).toBe(201);
    const { resume_id: resumeId } = (await imported.json()) as { resume_id: string };

    await seedSession(page, session);
    await page.goto('/dashboard/resumes');
    const edit = page.getByRole('button', { name: 'Edit Resume' });
    await expect(edit).toBeEnabled({ timeout: 20_000 });
    await edit.click();
    const experience = page.getByRole('region', { name: 'Experience', exact: true });
    const start = experience.getByLabel('Start date', { exact: true });
    await expect(start).toHaveValue('Mar 2021');
    await expect(experience.getByLabel('Present')).toBeChecked();
    await expect(start).toHaveAccessibleDescription(/A year, or month and year: 2021, Mar 2021/);
    const education = page.getByRole('region', { name: 'Education', exact: true });
    await expect(education.getByLabel('Start date', { exact: true })).toHaveValue('2015');
    await expect(education.getByLabel('End date', { exact: true })).toHaveValue('2019');

    // The second job: a year alone stays a year; a typed month and year is kept as one.
    await experience.getByRole('button', { name: 'Next' }).click();
    await expect(start).toHaveValue('2019');
    await expect(experience.getByLabel('End date', { exact: true })).toHaveValue('Feb 2021');
    await start.fill('06/2018');
    await start.press('Tab');
    await expect(start).toHaveValue('Jun 2018');
    // Half-typed: a message, and the stored value is left alone until it reads as a date.
    const end = experience.getByLabel('End date', { exact: true });
    await end.fill('Feb 20');
    await end.press('Tab');
    await expect(experience.getByText(/Enter a year \(2021\), a month and year/)).toBeVisible();
    await end.fill('Feb 2021');
    await expect(page.locator('[data-sync-status]')).toHaveText('Synced', { timeout: 20_000 });

    const copy = resumeDetailsSchema.parse(
      await (await request.get(`/api/resume/${resumeId}/`, { headers: bearer(session) })).json(),
    );
    expect(copy.employment_history.map((job) => [job.start_date, job.end_date])).toEqual([
      ['2021-03', 'present'],
      ['2018-06', '2021-02'],
    ]);
    expect(copy.education_history.map((s) => [s.start_date, s.end_date])).toEqual([
      ['2015', '2019'],
    ]);

    // The exported PDF prints what the résumé said.
    await page.getByRole('button', { name: 'Back' }).first().click();
    const preview = page.getByRole('article', { name: 'Resume preview' });
    await expect(preview.getByRole('status')).toContainText('Page 1 of', { timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const text = plainText(
      (await readPdfText(new Uint8Array(await readFile(await download.path())))).runs,
    );
    expect(text).toContain('Mar 2021 – Present');
    expect(text).toContain('Jun 2018 – Feb 2021');
    expect(text).toContain('2015 – 2019');
    expect(text).not.toContain('Jan 2015');
  });
}
