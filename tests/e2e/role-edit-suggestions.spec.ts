/**
 * "Edit for Role" that edits, end to end against the production server: after an analysis, a
 * suggested change (a proving bullet moved to the top, a proven skill added) is applied in one
 * click and reaches the server through the sync engine; Undo writes the previous value back, which
 * reaches the server too; a bullet without a result gets the number the learner types; the cover
 * letter is copied to the clipboard and downloaded.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resumeDetailsSchema, type ResumeDetails } from '@/common/resume/resume-schema.ts';
import type { Session } from '@/common/session/session-schema.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import { expect, test, type APIRequestContext } from './support/test.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const FIXTURE = path.resolve('tests/fixtures/resumes/resume-01-pdf.pdf');
const TITLE = 'Analytics Engineer — Contoso';
const DESCRIPTION = ['Requirements:', '- SQL and dbt', '- Airflow', '- Data quality checks'].join(
  '\n',
);

async function serverCopy(
  request: APIRequestContext,
  session: Session,
  resumeId: string,
): Promise<ResumeDetails> {
  const response = await request.get(`/api/resume/${resumeId}/`, { headers: bearer(session) });
  return resumeDetailsSchema.parse(await response.json());
}

/** Waits until the server's copy satisfies `check`. */
async function serverHas(
  request: APIRequestContext,
  session: Session,
  resumeId: string,
  check: (copy: ResumeDetails) => boolean,
): Promise<void> {
  await expect
    .poll(async () => check(await serverCopy(request, session, resumeId)), { timeout: 30_000 })
    .toBe(true);
}

const northwind = (copy: ResumeDetails) =>
  copy.employment_history.find((job) => job.company_name === 'Northwind Analytics')?.description ??
  '';

const acme = (copy: ResumeDetails) =>
  copy.employment_history.find((job) => job.company_name === 'Acme Corp')?.description ?? '';

test('apply a suggested change (the server gets it), undo it, copy the cover letter', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const session = await createAccountPatiently(request);
  const upload = await request.post('/api/resume/upload/', {
    headers: bearer(session),
    multipart: {
      resume_file: {
        name: 'amara.pdf',
        mimeType: 'application/pdf',
        buffer: await readFile(FIXTURE),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const { resume_id: resumeId } = (await upload.json()) as { resume_id: string };
  await expect
    .poll(async () => (await serverCopy(request, session, resumeId)).status, { timeout: 30_000 })
    .toBe('ready');
  expect(northwind(await serverCopy(request, session, resumeId))).toMatch(/^• Built batch/);

  await seedSession(page, session);
  await page.goto('/dashboard/resumes');
  const card = page.getByRole('navigation', { name: 'Your resumes' }).getByRole('button', {
    name: /amara/,
  });
  await card.click();
  await expect(card).toContainText('Ready', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Edit for Role' }).click();
  await page.getByLabel('Job title').fill(TITLE);
  await page.getByLabel('Job description').fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Yes').check({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Continue' }).click();

  const suggestions = page.getByRole('region', { name: `Edit for “${TITLE}”` });
  const move = suggestions.getByRole('button', { name: /^Apply: Move “Designed dbt models/ });
  await expect(move).toBeVisible({ timeout: 40_000 });

  // A proving bullet to the top of its job: one click, through the sync engine to the server.
  await move.click();
  await expect(suggestions.getByRole('status')).toContainText('Applied: Move “Designed dbt');
  await expect(move).toHaveCount(0);
  await serverHas(request, session, resumeId, (copy) =>
    northwind(copy).startsWith('• Designed dbt models'),
  );

  // A skill an experience line proves, added to Skills.
  const addSkill = suggestions.getByRole('button', { name: /^Apply: Add Data quality/ });
  await addSkill.click();
  await expect(suggestions.getByRole('status')).toContainText('Applied: Add Data quality');
  await serverHas(request, session, resumeId, (copy) =>
    copy.skills.some((skill) => skill.skill_name === 'Data quality'),
  );

  // Undo, newest first: the skill goes, then the bullet goes back; the server follows.
  await suggestions.getByRole('button', { name: 'Undo' }).click();
  await serverHas(
    request,
    session,
    resumeId,
    (copy) => !copy.skills.some((skill) => skill.skill_name === 'Data quality'),
  );
  await expect(suggestions.getByRole('status')).toContainText('Applied: Move “Designed dbt');
  await suggestions.getByRole('button', { name: 'Undo' }).click();
  await expect(suggestions.getByRole('status')).toHaveText('Undone.');
  await serverHas(request, session, resumeId, (copy) =>
    northwind(copy).startsWith('• Built batch'),
  );
  await expect(move).toBeVisible();

  // A bullet without a result: the learner writes the number (none is made up); Apply, Undo.
  await suggestions.getByRole('button', { name: /^Add a number: “Migrated legacy cron/ }).click();
  const applyMetric = suggestions.getByRole('button', { name: /^Apply: “Migrated legacy cron/ });
  await expect(applyMetric).toBeDisabled();
  await suggestions
    .getByRole('textbox', { name: /^The line with its result/ })
    .fill('Migrated 25 legacy cron scripts to Airflow with retries, alerts and clear ownership.');
  await applyMetric.click();
  await serverHas(request, session, resumeId, (copy) =>
    acme(copy).includes('• Migrated 25 legacy cron scripts to Airflow'),
  );
  await suggestions.getByRole('button', { name: 'Undo' }).click();
  await serverHas(request, session, resumeId, (copy) =>
    acme(copy).includes('• Migrated legacy cron scripts to Airflow'),
  );

  // The cover letter: copied to the clipboard, and downloaded as a Word file.
  const letter = page.getByRole('region', { name: 'Your cover letter' });
  await letter.getByRole('button', { name: 'Copy cover letter' }).click();
  await expect(letter.getByRole('status')).toHaveText('Cover letter copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Dear Contoso hiring team,\n\n/);
  expect(copied).toMatch(/the Analytics Engineer (role|position) at Contoso/);
  expect(copied).toContain('30 analysts');
  expect(copied).not.toContain('•');
  expect(copied.trim().endsWith('Amara Okafor')).toBe(true);
  const download = page.waitForEvent('download');
  await letter.getByRole('button', { name: 'Download .docx' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^Cover letter - Analytics Engineer.*\.docx$/,
  );
});
