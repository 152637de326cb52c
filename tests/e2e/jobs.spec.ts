/**
 * Jobs (issue 29), as a learner on a train uses it: after one visit online, add a job offline,
 * tailor the résumé for it, move it to Applied, reload offline; back online the server has all
 * of it (the base résumé untouched) and another device sees it. Two devices that move the same
 * job to different stages see the conflict and settle it. Exports download a PDF and a CSV.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { jobListResponseSchema } from '@/common/jobs/job-document-schema.ts';
import { expect, test, type Page } from './support/test.ts';
import { seedSession } from './support/create-account.ts';
import { countOutboxRows } from './support/count-outbox-rows.ts';
import { signInLearner } from './support/practice-helpers.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

test.describe.configure({ timeout: 240_000 });
test.use({ serviceWorkers: 'allow' });

const JOB = {
  company: 'Northwind Logistics',
  title: 'Analytics Engineer',
  description:
    'Requirements:\n- Strong SQL and dbt\n- Experience with Snowflake or BigQuery\nNice to have:\n- Airflow',
};

function stageList(page: Page, stage: string) {
  return page.getByRole('list', { name: `${stage} jobs` });
}

function moveMenu(page: Page) {
  return page.getByRole('combobox', { name: `Move ${JOB.title} at ${JOB.company} to` });
}

test('a job added offline reaches the server and another device; a double move is a conflict', async ({
  page,
  context,
  browser,
  request,
}) => {
  const session = await signInLearner(page, request);
  // A real résumé, read by the server before the first visit: the job is matched and tailored on it.
  const auth = { Authorization: `Bearer ${session.access_token}` };
  const upload = await request.post('/api/resume/upload/', {
    headers: auth,
    multipart: {
      resume_file: {
        name: 'amara.pdf',
        mimeType: 'application/pdf',
        buffer: await readFile(path.resolve('tests/fixtures/resumes/resume-01-pdf.pdf')),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const resumeList = async () =>
    (
      (await (await request.get('/api/resume/', { headers: auth })).json()) as {
        results: { resume_id: string; resume_name: string; status: string }[];
      }
    ).results;
  await expect
    .poll(async () => (await resumeList()).find((r) => /amara/i.test(r.resume_name))?.status, {
      timeout: 60_000,
    })
    .toBe('ready');
  const resumeId = (await resumeList()).find((r) => /amara/i.test(r.resume_name))!.resume_id;
  const summaryBefore = (
    (await (await request.get(`/api/resume/${resumeId}/`, { headers: auth })).json()) as {
      summary: string;
    }
  ).summary;
  const serverJobs = async () => {
    const response = await request.get('/api/jobs/', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(response.ok()).toBe(true);
    return jobListResponseSchema.parse(await response.json()).jobs;
  };

  await page.goto('/dashboard/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await waitForServiceWorker(page);
  await expect(page.getByText('No jobs yet.')).toBeVisible();

  // Offline: add the job; a missing title is explained and nothing typed is lost.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add job' }).click();
  const form = page.getByRole('form', { name: 'Add job' });
  await form.getByRole('textbox', { name: /^Company/ }).fill(JOB.company);
  await form.getByRole('textbox', { name: /^Job description/ }).fill(JOB.description);
  await form.getByRole('button', { name: 'Save job' }).click();
  await expect(form.getByText('Job title is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Company/ })).toHaveValue(JOB.company);
  await form.getByRole('textbox', { name: /^Job title/ }).fill(JOB.title);
  await form.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByRole('heading', { name: `${JOB.title} at ${JOB.company}` })).toBeVisible();
  await expect(stageList(page, 'Saved').getByText(JOB.title, { exact: true })).toBeVisible();
  // The match opens the same short report as the Resumes screen's role analysis (issue 26).
  await page.getByText('Full report', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Requirements met' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requirements missing' })).toBeVisible();

  // A reminder with the job, then Move to Applied from the card's menu (the keyboard way).
  await page
    .getByRole('textbox', { name: 'Reminder', exact: true })
    .fill('Follow up with the recruiter');
  await page.getByRole('button', { name: 'Add reminder' }).click();
  await expect(page.getByRole('list', { name: 'Reminders' })).toContainText(
    'Follow up with the recruiter',
  );
  await moveMenu(page).selectOption({ label: 'Move to Applied' });
  await expect(stageList(page, 'Applied').getByText(JOB.title, { exact: true })).toBeVisible();

  // Tailor the résumé for it, still offline: the version's own summary.
  await page.getByRole('button', { name: 'Tailor résumé' }).click();
  const tailored = page.getByRole('region', { name: 'Tailored résumé' });
  await tailored
    .getByRole('textbox', { name: 'Summary' })
    .fill('Analytics engineer who ships tested dbt models.');
  await expect(tailored.getByText('Differs from your résumé.')).toBeVisible();

  // Reload offline: everything is still here.
  await page.reload();
  await expect(stageList(page, 'Applied').getByText(JOB.title, { exact: true })).toBeVisible();
  expect(await countOutboxRows(page)).toBeGreaterThan(0);

  // Online: the server has all of it.
  await context.setOffline(false);
  await expect.poll(() => countOutboxRows(page), { timeout: 30_000 }).toBe(0);
  const [stored] = await serverJobs();
  expect(stored).toBeDefined();
  expect(stored!.fields).toMatchObject({ ...JOB, stage: 'applied', archived: false });
  const reminders = Object.entries(stored!.fields).filter(([key]) => key.startsWith('reminder.'));
  expect(reminders).toHaveLength(1);
  expect(reminders[0]![1]).toMatchObject({ text: 'Follow up with the recruiter', done: false });

  // The tailored version reached the server; the base résumé is untouched; it exports as PDF.
  const baseSummary = async () => {
    const response = await request.get(`/api/resume/${resumeId}/`, { headers: auth });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { summary: string }).summary;
  };
  expect(stored!.fields).toMatchObject({
    resumeId,
    'tailor.summary': { value: 'Analytics engineer who ships tested dbt models.' },
  });
  expect(await baseSummary()).toBe(summaryBefore);
  await page.getByRole('button', { name: new RegExp(`^${JOB.title}`) }).click();
  const pdf = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Tailored résumé' })
    .getByRole('button', { name: 'Download tailored PDF' })
    .click();
  expect((await pdf).suggestedFilename()).toMatch(/Northwind Logistics\.pdf$/);
  const docx = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Tailored résumé' })
    .getByRole('button', { name: 'Download tailored DOCX' })
    .click();
  expect((await docx).suggestedFilename()).toMatch(/Northwind Logistics\.docx$/);

  // Exports.
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect(z.string().parse(await (await csv).path()).length).toBeGreaterThan(0);
  expect((await csv).suggestedFilename()).toMatch(/^nyra-applications-\d{4}-\d\d-\d\d\.csv$/);

  // Another device sees it.
  const other = await browser.newContext({ serviceWorkers: 'block' });
  const device = await other.newPage();
  await seedSession(device, session);
  await device.goto('/dashboard/jobs');
  await expect(stageList(device, 'Applied').getByText(JOB.title, { exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // Both move it: this device offline to Interviewing, the other to Offer (it reaches the server).
  await context.setOffline(true);
  await moveMenu(page).selectOption({ label: 'Move to Interviewing' });
  await expect(stageList(page, 'Interviewing').getByText(JOB.title, { exact: true })).toBeVisible();
  await moveMenu(device).selectOption({ label: 'Move to Offer' });
  await expect
    .poll(async () => (await serverJobs())[0]?.fields.stage, { timeout: 30_000 })
    .toBe('offer');
  await context.setOffline(false);

  // This device is told, per field, and keeps its own choice.
  await page.getByRole('button', { name: new RegExp(`^${JOB.title}`) }).click();
  const detail = page.getByRole('region', { name: `${JOB.title} at ${JOB.company}` });
  await expect(detail.getByText('On this device: Interviewing')).toBeVisible({ timeout: 30_000 });
  await expect(detail.getByText('On the server: Offer')).toBeVisible();
  await detail.getByRole('button', { name: 'Keep this device’s' }).click();
  await expect
    .poll(async () => (await serverJobs())[0]?.fields.stage, { timeout: 30_000 })
    .toBe('interviewing');

  // The stage's history names each value's device; Restore puts an earlier one back.
  await detail.getByRole('button', { name: 'History of Stage' }).click();
  const history = detail.getByRole('region', { name: 'History of Stage' });
  await expect(history.getByRole('listitem').first()).toContainText('Interviewing');
  await expect(history.getByRole('listitem').first()).toContainText('this device');
  const offer = history.getByRole('listitem').filter({ hasText: 'Offer' });
  await expect(offer).toContainText('another device');
  await offer.getByRole('button', { name: 'Restore Stage: Offer' }).click();
  await expect
    .poll(async () => (await serverJobs())[0]?.fields.stage, { timeout: 30_000 })
    .toBe('offer');
  await other.close();
});

test('cards move by drag and drop, archive and delete with Undo; on a phone the board is a list', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  await page.goto('/dashboard/jobs');
  await page.getByRole('button', { name: 'Add job' }).click();
  const form = page.getByRole('form', { name: 'Add job' });
  await form.getByRole('textbox', { name: /^Company/ }).fill(JOB.company);
  await form.getByRole('textbox', { name: /^Job title/ }).fill(JOB.title);
  await form.getByRole('button', { name: 'Save job' }).click();
  const card = stageList(page, 'Saved').getByRole('listitem');
  await expect(card).toHaveCount(1);
  await card.dragTo(page.getByRole('region', { name: /^Interviewing/ }));
  await expect(stageList(page, 'Interviewing').getByText(JOB.title, { exact: true })).toBeVisible();

  // Archive hides it until "Show archived"; Delete takes it away, with Undo.
  await page.getByRole('button', { name: new RegExp(`^${JOB.title}`) }).click();
  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No jobs yet.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Show archived' }).check();
  await expect(stageList(page, 'Interviewing').getByText('Archived')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${JOB.title}`) }).click();
  await page.getByRole('button', { name: 'Delete job' }).click();
  await expect(page.getByText(`“${JOB.title}” deleted.`)).toBeVisible();
  await expect(page.locator('li[data-job-id]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(stageList(page, 'Interviewing').getByText(JOB.title, { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  const columns = page.locator('section[data-stage]');
  const boxes = await columns.evaluateAll((sections) =>
    sections.map((section) => section.getBoundingClientRect().toJSON() as DOMRect),
  );
  // Stacked: one column under the other, each as wide as the screen allows, no sideways scroll.
  for (let i = 1; i < boxes.length; i += 1)
    expect(boxes[i]!.top).toBeGreaterThan(boxes[i - 1]!.top);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
