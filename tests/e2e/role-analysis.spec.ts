/**
 * "Edit for Role" end to end against the production server (its job worker analyses):
 * the role form and cover-letter rules, the whole flow to a match label with evidence, learning
 * links and a cover letter (none when the answer is No), the polling figures under a controlled
 * clock, and the analysis made offline in the browser, synced when the connection returns. The
 * report is short and first (issue 26): met requirements with their line, each missing one once,
 * details on demand; after Back it is kept with its role and reopens from the Resumes screen's
 * list, offline, on a 360 px phone.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Session } from '@/common/session/session-schema.ts';
import { recommendationResponseSchema } from '@/common/role-analysis/role-api-schema.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

const RESUME = path.resolve('tests/fixtures/resumes/resume-01-pdf.pdf');
const TITLE = 'Data Engineer';
const DESCRIPTION = [
  'Requirements:',
  '- Python and SQL',
  '- Apache Spark',
  '- Kafka',
  '',
  'Nice to have:',
  '- Terraform',
].join('\n');
const MATCH_LABEL = /^(Excellent|Good|Fair|Poor) Match$/;

/** A signed-in page on the Resumes screen with resume-01 (Amara Okafor) parsed and selected. */
async function openWithResume(page: Page, request: APIRequestContext): Promise<Session> {
  const session = await createAccountPatiently(request);
  const upload = await request.post('/api/resume/upload/', {
    headers: bearer(session),
    multipart: {
      resume_file: {
        name: 'amara.pdf',
        mimeType: 'application/pdf',
        buffer: await readFile(RESUME),
      },
    },
  });
  expect(upload.status()).toBe(201);
  await seedSession(page, session);
  await page.goto('/dashboard/resumes');
  const card = page.getByRole('navigation', { name: 'Your resumes' }).getByRole('button', {
    name: /amara/,
  });
  await card.click();
  await expect(card).toContainText('Ready', { timeout: 30_000 });
  await expect(page.getByRole('article', { name: 'Resume preview' })).toContainText('Amara Okafor');
  return session;
}

async function fillRole(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit for Role' }).click();
  await page.getByLabel('Job title').fill(TITLE);
  await page.getByLabel('Job description').fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Would you like a cover letter for this role?')).toBeVisible({
    timeout: 15_000,
  });
}

const panel = (page: Page) => page.getByRole('complementary', { name: 'Role analysis' });

test('role form and cover-letter rules: Continue needs trimmed text, then a choice; Cancel steps back', async ({
  page,
  request,
}) => {
  await openWithResume(page, request);
  await page.getByRole('button', { name: 'Edit for Role' }).click();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Job title').fill('   ');
  await page.getByLabel('Job description').fill('   ');
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Job title').fill(`  ${TITLE}  `);
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Job description').fill(`\n${DESCRIPTION}\n`);
  await expect(continueButton).toBeEnabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('navigation', { name: 'Your resumes' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit for Role' }).click();
  // What was typed is still there; submitting trims it.
  await expect(page.getByLabel('Job title')).toHaveValue(`  ${TITLE}  `);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Would you like a cover letter for this role?')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Job title')).toHaveValue(TITLE);
  await expect(page.getByLabel('Job description')).toHaveValue(DESCRIPTION);
});

test('the whole flow: a match label with evidence, learning links and a cover letter; Back clears it, the list reopens it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openWithResume(page, request);
  await fillRole(page);
  await page.getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The server's job answers within the polling schedule (at once, then every 10 s).
  await expect(panel(page).getByTestId('match-label')).toHaveText(MATCH_LABEL, {
    timeout: 40_000,
  });
  await expect(panel(page).getByTestId('match-why')).toContainText(/required skills/);
  const met = panel(page).getByRole('region', { name: 'Requirements met' });
  const missing = panel(page).getByRole('region', { name: 'Requirements missing' });
  // Each requirement once: met (with the resume line that proves it) or missing.
  await expect(met.getByRole('listitem').filter({ hasText: 'Python' })).toContainText('“');
  await expect(missing.getByRole('listitem').filter({ hasText: 'Python' })).toHaveCount(0);
  const kafka = missing.getByRole('listitem').filter({ hasText: 'Kafka' });
  await expect(kafka).toHaveCount(1);
  await expect(met.getByRole('listitem').filter({ hasText: 'Kafka' })).toHaveCount(0);
  await expect(kafka.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/dashboard\/lessons\?lesson=/,
  );
  await expect(kafka.getByRole('link', { name: /Errors per Service/ })).toHaveAttribute(
    'href',
    '/dashboard/playground?problem=count-errors-by-service',
  );
  // The breakdown and the prose are details, on demand.
  await expect(panel(page).getByRole('region', { name: 'Weaknesses' })).toHaveCount(0);
  await panel(page).getByText('Details: how the score was made').click();
  await expect(panel(page).getByRole('region', { name: 'Score breakdown' })).toContainText(
    'Required skills',
  );
  await expect(panel(page).getByRole('region', { name: 'Strengths' })).toContainText('Spark');
  await expect(panel(page).getByRole('region', { name: 'Weaknesses' })).toContainText(
    'Missing required skill: Kafka.',
  );
  const letter = panel(page).getByRole('region', { name: 'Cover letter' });
  // Paragraphs addressed to the posting, not a mail merge (common/role-analysis/write-cover-letter.ts).
  await expect(letter).toContainText(/the Data Engineer (role|position)/);
  await expect(letter).toContainText('Northwind Analytics');
  await expect(letter).toContainText('Amara Okafor');
  await expect(letter).not.toContainText('Kafka');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('navigation', { name: 'Your resumes' })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  // Kept with its role: reopened from the resume's list, with the letter asked for.
  await page.getByRole('button', { name: `Open analysis: ${TITLE}` }).click();
  await expect(panel(page).getByTestId('match-label')).toHaveText(MATCH_LABEL);
  await expect(panel(page).getByRole('region', { name: 'Cover letter' })).toContainText(
    'Amara Okafor',
  );

  // A device without the copy (another one, or after a sign-out) lists it from the server.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('nyra');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const tx = open.result.transaction('roleAnalyses', 'readwrite');
          tx.objectStore('roleAnalyses').clear();
          tx.oncomplete = () => resolve();
        };
      }),
  );
  await page.reload();
  await page.getByRole('button', { name: `Open analysis: ${TITLE}` }).click();
  await expect(panel(page).getByTestId('match-label')).toHaveText(MATCH_LABEL);
  await expect(panel(page)).not.toContainText('Analysed on this device');
});

test('no cover letter when the answer is No', async ({ page, request }) => {
  test.setTimeout(90_000);
  await openWithResume(page, request);
  await fillRole(page);
  await page.getByLabel('No').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(panel(page).getByTestId('match-label')).toHaveText(MATCH_LABEL, {
    timeout: 40_000,
  });
  await expect(panel(page).getByRole('region', { name: 'Requirements missing' })).toBeVisible();
  await expect(panel(page).getByRole('region', { name: 'Cover letter' })).toHaveCount(0);
  // Readable on a 360 px phone: the panel does not overflow the screen sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await panel(page).evaluate(
    (element) => element.scrollWidth - element.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await panel(page).boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
});

test('polling: at once, then every 10 s, at most 3 repeats (controlled clock)', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await openWithResume(page, request);
  // The server's answer is held at "not ready yet" so the schedule can be counted.
  const polls: number[] = [];
  await page.route('**/api/resume/roles/*/recommendations/', async (route) => {
    polls.push(Date.now());
    const real = recommendationResponseSchema.parse(await (await route.fetch()).json());
    await route.fulfill({
      json: { data: null, metadata: { ...real.metadata, status: 'pending', analyzed_at: null } },
    });
  });
  await fillRole(page);
  await page.getByLabel('Yes').check();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Each count is read after firing the timers now due (an answer may land after a step).
  const count = async () => {
    await page.clock.runFor(0);
    return polls.length;
  };
  await expect.poll(count).toBe(1);
  for (const expected of [2, 3, 4]) {
    await page.clock.runFor(9_000);
    expect(await count()).toBe(expected - 1);
    await page.clock.runFor(1_000);
    await expect.poll(count).toBe(expected);
  }
  await page.clock.runFor(60_000);
  await expect(page.getByRole('alert')).toHaveText(
    'The analysis is not ready yet. Please try again in a moment.',
  );
  expect(polls.length).toBe(4);
  await expect(panel(page)).toHaveCount(0);
});

test('offline: the analysis is made in the browser, and the role reaches the server on reconnect', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await openWithResume(page, request);
  await context.setOffline(true);
  await fillRole(page);
  await page.getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(panel(page).getByTestId('match-label')).toHaveText(MATCH_LABEL);
  await expect(panel(page)).toContainText('Analysed on this device while offline');
  await expect(panel(page).getByRole('region', { name: 'Cover letter' })).toContainText(
    'Amara Okafor',
  );
  const roleId = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('nyra');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const all = open.result.transaction('roleAnalyses').objectStore('roleAnalyses').getAll();
          all.onsuccess = () => resolve((all.result as { roleId: string }[])[0]?.roleId ?? '');
        };
      }),
  );
  expect(roleId).not.toBe('');

  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/resume/roles/${roleId}/recommendations/`, {
          headers: bearer(session),
        });
        if (response.status() !== 200) return `HTTP ${response.status()}`;
        return recommendationResponseSchema.parse(await response.json()).metadata.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
});

test.describe('kept with its role', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 800 } });

  test('on a phone: the report comes before the editor; after Back it reopens from the list, offline', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await openWithResume(page, request);
    await waitForServiceWorker(page);
    await fillRole(page);
    await page.getByLabel('No').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(panel(page).getByTestId('match-label')).toHaveText(MATCH_LABEL, {
      timeout: 40_000,
    });
    const label = await panel(page).getByTestId('match-label').textContent();
    const score = await panel(page).getByTestId('match-score').textContent();
    const report = async () => {
      // Above the editor, within the first screens, and nothing wider than the phone.
      const panelBox = await panel(page).boundingBox();
      const formBox = await page.getByRole('form', { name: 'Resume editor' }).boundingBox();
      expect(panelBox && formBox && panelBox.y < formBox.y).toBe(true);
      expect(panelBox?.y ?? Infinity).toBeLessThan(800);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    };
    await report();
    // Short: five requirements and the why fit in about two phone screens (it used to run
    // 9,000–14,000 px).
    expect((await panel(page).boundingBox())?.height ?? Infinity).toBeLessThan(1_600);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(panel(page)).toHaveCount(0);

    // Offline, after a reload: the list and the report come from this device.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('You are offline.')).toBeVisible();
    const roles = page.getByRole('region', { name: 'Role analyses' });
    await expect(roles.getByRole('listitem')).toHaveCount(1);
    await expect(roles).toContainText(`${label} · ${score}`);
    await roles.getByRole('button', { name: `Open analysis: ${TITLE}` }).click();
    await expect(panel(page).getByTestId('match-label')).toHaveText(label ?? '');
    await expect(panel(page).getByTestId('match-score')).toHaveText(score ?? '');
    await expect(
      panel(page)
        .getByRole('region', { name: 'Requirements missing' })
        .getByRole('listitem')
        .filter({ hasText: 'Kafka' }),
    ).toHaveCount(1);
    await expect(panel(page).getByRole('region', { name: 'Cover letter' })).toHaveCount(0);
    await report();
    // Keyboard: the details open from the keyboard.
    const summary = panel(page).getByText('Details: how the score was made');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('region', { name: 'Score breakdown' })).toBeVisible();
    await report();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(panel(page)).toHaveCount(0);
    await context.setOffline(false);
  });
});
