/**
 * The resume editor end to end against the production server (its job worker parses
 * a corpus resume): every section edited; edits made offline survive an offline reload and reach
 * the server; delete with Undo (also across a reload); two devices editing the same field get a
 * conflict with both values and resolve it with a merge, and editing different fields is kept
 * silently; 500 rapid keystrokes while the network flaps end with the server equal to the UI.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resumeDetailsSchema, type ResumeDetails } from '@/common/resume/resume-schema.ts';
import type { Session } from '@/common/session/session-schema.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import type { Browser } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

// The offline reload needs the service worker (the app shell offline).
test.use({ serviceWorkers: 'allow' });

const FIXTURE = path.resolve('tests/fixtures/resumes/resume-01-pdf.pdf');

/** A fresh account with resume-01 uploaded and parsed by the server. */
async function accountWithParsedResume(
  request: APIRequestContext,
): Promise<{ session: Session; resumeId: string }> {
  const session = await createAccountPatiently(request);
  const upload = await request.post('/api/resume/upload/', {
    headers: bearer(session),
    multipart: {
      resume_file: {
        name: 'resume-01-pdf.pdf',
        mimeType: 'application/pdf',
        buffer: await readFile(FIXTURE),
      },
    },
  });
  expect(upload.ok()).toBe(true);
  const { resume_id: resumeId } = (await upload.json()) as { resume_id: string };
  await expect
    .poll(async () => (await serverCopy(request, session, resumeId)).status, { timeout: 30_000 })
    .toBe('ready');
  return { session, resumeId };
}

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
    .poll(async () => check(await serverCopy(request, session, resumeId)), { timeout: 20_000 })
    .toBe(true);
}

const status = (page: Page) => page.locator('[data-sync-status]');
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openEditor(page: Page): Promise<void> {
  await page.goto('/dashboard/resumes');
  const edit = page.getByRole('button', { name: 'Edit Resume' });
  await expect(edit).toBeEnabled({ timeout: 20_000 });
  await edit.click();
  await expect(page.getByRole('form', { name: 'Resume editor' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload New' })).toHaveCount(0);
}

async function openOnNewDevice(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await seedSession(page, session);
  await openEditor(page);
  await expect(status(page)).toHaveText('Synced');
  return page;
}

test('edits every section, offline across a reload, with delete and Undo; the server gets it all', async ({
  page,
  context,
  request,
}) => {
  // A long walk through the whole screen (a reload, offline, several saves): at CI's saturated
  // two cores it took over the default 60 s.
  test.setTimeout(180_000);
  const { session, resumeId } = await accountWithParsedResume(request);
  const parsed = await serverCopy(request, session, resumeId);
  await seedSession(page, session);
  await openEditor(page);
  await waitForServiceWorker(page);
  await expect(status(page)).toHaveText('Synced');

  // Personal info: the parsed values are in the fields; a bad e-mail stays, with its message.
  const name = page.getByLabel('Full name', { exact: true });
  await expect(name).toHaveValue(parsed.learner_name);
  await name.fill('Amara O. Okafor');
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('amara@');
  await email.blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveValue('amara@');
  await email.fill('amara@nyra.test');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAttribute('type', 'tel');
  await page.getByLabel('GitHub', { exact: true }).fill('https://github.com/amara-o');

  // Summary: a typed line gets its bullet; the caret stays at the end of the text.
  const summary = page.getByRole('textbox', { name: 'Summary', exact: true });
  await summary.press('ControlOrMeta+End');
  await summary.press('Enter');
  await summary.pressSequentially('Mentors two juniors');
  await expect(summary).toHaveValue(`${parsed.summary}\n• Mentors two juniors`);

  // Experience: step to the second item, edit it, add a third and move it earlier.
  const experience = section(page, 'Experience');
  await expect(experience.getByText(`1 of ${parsed.employment_history.length}`)).toBeVisible();
  await experience.getByRole('button', { name: 'Next' }).click();
  await experience.getByLabel('Title', { exact: true }).fill('Senior Data Analyst');
  await experience.getByRole('button', { name: 'Add experience' }).click();
  const count = parsed.employment_history.length + 1;
  await expect(experience.getByText(`${count} of ${count}`)).toBeVisible();
  await experience.getByLabel('Company', { exact: true }).fill('Nyra Labs');
  await experience.getByLabel('Start date', { exact: true }).fill('2024-02-01');
  await experience.getByLabel('Present').check();
  await experience.getByRole('button', { name: 'Move earlier' }).click();
  await expect(experience.getByText(`${count - 1} of ${count}`)).toBeVisible();

  // Education and skills.
  await section(page, 'Education').getByLabel('Degree', { exact: true }).fill('MSc');
  const skills = section(page, 'Skills');
  await skills.getByLabel('Level', { exact: true }).selectOption('expert');
  await expect(skills.getByRole('img', { name: '5 of 5' })).toBeVisible();

  // Delete with Undo, across a reload inside the Undo window.
  const skillCount = parsed.skills.length;
  await skills.getByRole('button', { name: 'Delete skill' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(skills.getByText(`1 of ${skillCount - 1}`)).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Edit Resume' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(section(page, 'Skills').getByText(`1 of ${skillCount}`)).toBeVisible();
  await expect(status(page)).toHaveText('Synced', { timeout: 20_000 });

  // Offline: edit, reload offline, the edit is still there and unsent; online sends it.
  await context.setOffline(true);
  await page.getByLabel('City', { exact: true }).fill('Abuja');
  await section(page, 'Skills').getByRole('button', { name: 'Delete skill' }).click();
  await expect(status(page)).toHaveText('Saved on this device');
  await page.reload();
  await page.getByRole('button', { name: 'Edit Resume' }).click();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Abuja');
  await expect(status(page)).toHaveText('Saved on this device');
  // The Undo window ends while offline: the deletion waits in the outbox.
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0, { timeout: 15_000 });
  await context.setOffline(false);
  await expect(status(page)).toHaveText('Synced', { timeout: 30_000 });

  // History: a later value, then the earlier one restored from the field's history.
  await page.getByLabel('Full name', { exact: true }).fill('Temporary Name');
  await serverHas(request, session, resumeId, (copy) => copy.learner_name === 'Temporary Name');
  await page.getByRole('button', { name: 'History of Full name' }).click();
  const history = page.getByRole('region', { name: 'History of Full name' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Temporary Name');
  await expect(history.getByRole('listitem').first()).toContainText('this device');
  await history
    .getByRole('listitem')
    .filter({ hasText: 'Amara O. Okafor' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Amara O. Okafor');
  await serverHas(request, session, resumeId, (copy) => copy.learner_name === 'Amara O. Okafor');
  await expect(status(page)).toHaveText('Synced', { timeout: 20_000 });

  const server = await serverCopy(request, session, resumeId);
  expect(server).toMatchObject({
    learner_name: 'Amara O. Okafor',
    learner_email: 'amara@nyra.test',
    learner_github: 'https://github.com/amara-o',
    city: 'Abuja',
    summary: `${parsed.summary}\n• Mentors two juniors`,
  });
  expect(server.employment_history.map((item) => item.title)).toContain('Senior Data Analyst');
  const added = server.employment_history.at(-2);
  expect(added).toMatchObject({
    company_name: 'Nyra Labs',
    start_date: '2024-02-01',
    end_date: 'present',
  });
  expect(server.education_history[0]?.degree).toBe('MSc');
  expect(server.skills).toHaveLength(skillCount - 1);
  expect(server.skills.map((s) => s.id)).not.toContain(parsed.skills[0]!.id);

  // Back returns to the list, where Upload New is shown again.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Upload New' })).toBeVisible();
});

test('two devices: the same field conflicts and is merged; different fields are kept silently', async ({
  browser,
  request,
}) => {
  const { session, resumeId } = await accountWithParsedResume(request);
  const alpha = await openOnNewDevice(browser, session);
  const bravo = await openOnNewDevice(browser, session);

  // Different fields: no prompt, both kept.
  await alpha.context().setOffline(true);
  await alpha.getByLabel('City', { exact: true }).fill('Ayville');
  await bravo.getByLabel('Country', { exact: true }).fill('Beeland');
  // On the server first (the status may still say Synced before the keystroke is saved).
  await serverHas(request, session, resumeId, (copy) => copy.country === 'Beeland');
  await alpha.context().setOffline(false);
  await expect(status(alpha)).toHaveText('Synced', { timeout: 20_000 });
  await expect(alpha.getByRole('group', { name: /^Conflict/ })).toHaveCount(0);
  // Alpha's refresh after its send brings Bravo's field in.
  await expect(alpha.getByLabel('Country', { exact: true })).toHaveValue('Beeland');
  expect(await serverCopy(request, session, resumeId)).toMatchObject({
    city: 'Ayville',
    country: 'Beeland',
  });

  // The same field: Alpha's offline edit meets Bravo's; both values are offered.
  await alpha.context().setOffline(true);
  await alpha.getByLabel('Role', { exact: true }).fill('Analytics Engineer');
  await bravo.getByLabel('Role', { exact: true }).fill('Platform Engineer');
  await serverHas(request, session, resumeId, (copy) => copy.role === 'Platform Engineer');
  await alpha.context().setOffline(false);
  const conflict = alpha.getByRole('group', { name: 'Conflict in Role' });
  await expect(conflict).toBeVisible({ timeout: 20_000 });
  await expect(status(alpha)).toContainText('Needs attention');
  await expect(conflict).toContainText('Yours: Analytics Engineer');
  await expect(conflict).toContainText('On the server: Platform Engineer');
  await conflict.getByRole('button', { name: 'Edit a merge' }).click();
  const merged = conflict.getByLabel('Merged role');
  await expect(merged).toHaveValue('Analytics Engineer Platform Engineer');
  await merged.fill('Analytics & Platform Engineer');
  await conflict.getByRole('button', { name: 'Save merge' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(status(alpha)).toHaveText('Synced', { timeout: 20_000 });
  await expect(alpha.getByLabel('Role', { exact: true })).toHaveValue(
    'Analytics & Platform Engineer',
  );
  await serverHas(
    request,
    session,
    resumeId,
    (copy) => copy.role === 'Analytics & Platform Engineer',
  );
  await expect(status(alpha)).toHaveText('Synced', { timeout: 20_000 });

  // An item's field: Alpha takes the server's value this time.
  await alpha.context().setOffline(true);
  await section(alpha, 'Experience').getByLabel('Title', { exact: true }).fill('Alpha title');
  await section(bravo, 'Experience').getByLabel('Title', { exact: true }).fill('Bravo title');
  await serverHas(
    request,
    session,
    resumeId,
    (copy) => copy.employment_history[0]?.title === 'Bravo title',
  );
  await alpha.context().setOffline(false);
  const itemConflict = alpha.getByRole('group', { name: 'Conflict in Title' });
  await expect(itemConflict).toContainText('On the server: Bravo title', { timeout: 20_000 });
  await itemConflict.getByRole('button', { name: 'Use the server’s' }).click();
  await expect(status(alpha)).toHaveText('Synced', { timeout: 20_000 });
  await expect(section(alpha, 'Experience').getByLabel('Title', { exact: true })).toHaveValue(
    'Bravo title',
  );
  expect((await serverCopy(request, session, resumeId)).employment_history[0]?.title).toBe(
    'Bravo title',
  );
  await alpha.context().close();
  await bravo.context().close();
});

test('500 rapid keystrokes while the network flaps: the server ends equal to the UI', async ({
  page,
  context,
  request,
}) => {
  const { session, resumeId } = await accountWithParsedResume(request);
  // At 360 px the editor fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await seedSession(page, session);
  await openEditor(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const role = page.getByLabel('Role', { exact: true });
  await role.fill('');
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789 ';
  const text = Array.from({ length: 500 }, (_, i) => alphabet[(i * 7) % alphabet.length]).join('');
  for (let chunk = 0; chunk < 10; chunk += 1) {
    await context.setOffline(chunk % 2 === 0);
    await role.pressSequentially(text.slice(chunk * 50, chunk * 50 + 50));
  }
  await context.setOffline(false);
  await expect(role).toHaveValue(text);
  const shown = await role.inputValue();
  await serverHas(request, session, resumeId, (copy) => copy.role === shown);
  await expect(status(page)).toHaveText('Synced', { timeout: 30_000 });
  expect((await serverCopy(request, session, resumeId)).role).toBe(await role.inputValue());
});

test('a field whose save the left page cut off is taken back from the draft store and synced', async ({
  page,
  request,
}) => {
  const { session, resumeId } = await accountWithParsedResume(request);
  await seedSession(page, session);
  await openEditor(page);
  await expect(status(page)).toHaveText('Synced');
  // What backUpResumeWrites keeps when the page goes while the City write has not committed
  // (a torn-down page cannot be timed in a test, so the backup is put there as it would be).
  const key = `draft_backup:resume-field:${session.email.toLowerCase()}:${resumeId}:::city`;
  await page.evaluate(
    ([storageKey, id]) =>
      localStorage.setItem(
        storageKey,
        JSON.stringify({
          value: { resumeId: id, field: 'city', value: 'Kept on leaving' },
          backedUpAt: Date.now(),
        }),
      ),
    [key, resumeId] as const,
  );
  await page.reload();
  await page.getByRole('button', { name: 'Edit Resume' }).click();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Kept on leaving');
  await serverHas(request, session, resumeId, (copy) => copy.city === 'Kept on leaving');
  expect(await page.evaluate((storageKey) => localStorage.getItem(storageKey), key)).toBeNull();
});

test.describe('one device on a flaky connection', () => {
  // Routing sees every request only when the service worker does not answer for the page.
  test.use({ serviceWorkers: 'block' });

  test('answers lost after the server applied them, and a reload, never show a conflict', async ({
    page,
    request,
  }) => {
    const { session, resumeId } = await accountWithParsedResume(request);
    await seedSession(page, session);
    await openEditor(page);
    await expect(status(page)).toHaveText('Synced');
    // Every other sync request reaches the server (which applies it) and its answer is lost.
    let requests = 0;
    await page.context().route('**/api/sync/mutations/', async (route) => {
      requests += 1;
      if (requests % 2 === 1) {
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    const summary = () => page.getByRole('textbox', { name: 'Summary', exact: true });
    const noConflict = async () => {
      await expect(page.getByText('Needs attention')).toHaveCount(0);
      await expect(page.getByText('changed on another device')).toHaveCount(0);
    };
    await summary().fill('Data engineer');
    for (let burst = 0; burst < 8; burst += 1) {
      await summary().press('End');
      await summary().pressSequentially(` burst${burst}`, { delay: 15 });
      // Long enough for a send (250 ms after a write) and its lost answer.
      await page.waitForTimeout(400 + (burst % 3) * 300);
      await noConflict();
      if (burst === 4) {
        await page.reload();
        await openEditor(page);
      }
    }
    await page.context().unroute('**/api/sync/mutations/');
    const typed = await summary().inputValue();
    expect(typed).toContain('burst7');
    await serverHas(request, session, resumeId, (copy) => copy.summary === typed);
    await expect(status(page)).toHaveText('Synced', { timeout: 30_000 });
    await noConflict();
    expect(requests).toBeGreaterThan(4);
  });
});
