/**
 * A whole mock interview: an empty state before the first session; a SQL
 * interview with notes, a code answer proven in the in-browser runner, a reload mid-way (the
 * question, notes and timer resume), an offline stretch with a reload (served by the service
 * worker, read back from IndexedDB), "End Interview", rating against the rubric, and the session
 * in the list with its colour, evidence and self-rating gap. The score shown equals the pure
 * scoring function applied to the session the server received: same inputs, same score.
 */
import { findInterviewTopic } from '@/common/interviews/interview-bank.ts';
import { interviewListResponseSchema } from '@/common/interviews/interview-session-schema.ts';
import { scoreBand } from '@/common/interviews/score-band.ts';
import { scoreInterview } from '@/common/interviews/score-interview.ts';
import { createAccount, seedSession } from './support/create-account.ts';
import { expect, test, type Page } from './support/test.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 300_000 });

/** The SQL engine's first load (wasm download and compile) on a busy machine. */
const ENGINE_TIMEOUT_MS = 120_000;

const NOTE_ONE =
  'Aggregate orders to one row per region and customer first, because that is the grain the ranking needs. Then RANK over each region ordered by total descending keeps ties, unlike ROW_NUMBER. Filter rank one in an outer query. SUM ignores NULL amounts, so a customer with only NULL spend drops out.';
const NOTE_TWO =
  'Deduplicate with ROW_NUMBER partitioned by user and ordered by updated_at descending, keep row one. Ties on the timestamp need a tiebreaker such as an ingestion id so the result is deterministic across runs.';
const NOTE_THREE = 'NOT EXISTS, avoid NOT IN.';
const TOP_CUSTOMER_SQL = `WITH totals AS (
  SELECT region, customer, SUM(amount) AS total FROM orders GROUP BY region, customer
), ranked AS (
  SELECT region, customer, total, RANK() OVER (PARTITION BY region ORDER BY total DESC) AS r
  FROM totals WHERE total IS NOT NULL
)
SELECT region, customer, total FROM ranked WHERE r = 1;`;

/** The SQL topic's length, and how much real time may pass while the test reads the timer. */
const SESSION_S = 45 * 60;
const REAL_TIME_SLACK_S = 30;

/** The session timer's text (m:ss) as seconds left. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('interview-timer').textContent()) ?? '';
  const match = /^(\d+):(\d\d)$/.exec(text);
  if (!match) throw new Error(`Unexpected timer text "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The live session's active time as written to IndexedDB (the one session of this account). */
function storedElapsedMs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('nyra');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const read = open.result
            .transaction('interviewSessions')
            .objectStore('interviewSessions')
            .getAll();
          read.onerror = () => reject(read.error ?? new Error('read failed'));
          read.onsuccess = () => {
            const rows = read.result as { fields: { elapsedMs: number } }[];
            open.result.close();
            resolve(rows[0]?.fields.elapsedMs ?? 0);
          };
        };
      }),
  );
}

const prompt = (page: Page) => page.getByTestId('question-prompt');
const notes = (page: Page) => page.getByLabel('Your answer notes');

test('a whole interview: notes, code run, reload, offline stretch, end, rate, score', async ({
  page,
  context,
  request,
}) => {
  const session = await createAccount(request);
  await seedSession(page, session);
  // Questions are drawn at random; a fixed draw makes the first questions the bank's first ones.
  await page.addInitScript(() => {
    Math.random = () => 0.01;
  });
  await page.clock.install();
  await page.goto('/dashboard/interviews');

  // No sessions yet: an empty state, no sample data (interviews-first-run.spec.ts has the detail).
  await expect(page.getByTestId('past-interviews-empty')).toBeVisible();
  await waitForServiceWorker(page);

  const sqlCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'SQL', exact: true }) });
  await expect(sqlCard).toContainText('Intermediate');
  await expect(sqlCard).toContainText('45 min');
  await sqlCard.getByRole('button', { name: 'Start Interview' }).click();

  // Question 1, a code question: notes, and the answer proven in the browser.
  await expect(prompt(page)).toContainText(
    'For each region, return the customer with the highest total spend',
  );
  await expect(page.getByTestId('interview-timer')).toHaveText(/^45:00|44:5\d$/);
  await notes(page).fill(NOTE_ONE);
  await page.getByLabel('Your query').fill(TOP_CUSTOMER_SQL);
  await page.getByRole('button', { name: 'Run tests' }).click();
  await expect(page.getByTestId('code-check-result')).toHaveText('1/1 tests passed', {
    timeout: ENGINE_TIMEOUT_MS,
  });
  // 90 s of session time pass. The clock also follows real time, and the engine's first load
  // takes a varying share of it, so the timer is compared with itself rather than a fixed text.
  const leftBefore = await secondsLeft(page);
  await page.clock.runFor(90_000);
  const leftAfter = await secondsLeft(page);
  // The timer shows whole seconds and moves once a second: 90 s may read as 89.
  expect(leftBefore - leftAfter).toBeGreaterThanOrEqual(89);
  expect(leftBefore - leftAfter).toBeLessThan(90 + REAL_TIME_SLACK_S);
  await expect(page.getByTestId('note-save-state')).toHaveText('Saved on this device');
  // The time is on the device before the reload: a reload must not cost the learner time.
  await expect
    .poll(() => storedElapsedMs(page))
    .toBeGreaterThanOrEqual((SESSION_S - leftAfter - 1) * 1000);

  // A reload mid-way resumes the same question, notes, code and time.
  await page.reload();
  await expect(prompt(page)).toContainText('For each region');
  await expect(notes(page)).toHaveValue(NOTE_ONE);
  await expect(page.getByLabel('Your query')).toHaveValue(TOP_CUSTOMER_SQL);
  await expect(page.getByTestId('code-check-result')).toHaveText('Last run: 1/1 tests passed');
  expect(await secondsLeft(page)).toBeLessThanOrEqual(leftAfter + 1);

  // An offline stretch: a new question, notes, a reload served from the device.
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(prompt(page)).toContainText('current email of each user');
  await context.setOffline(true);
  await notes(page).fill(NOTE_TWO);
  await page.clock.runFor(60_000);
  await expect(page.getByTestId('note-save-state')).toHaveText('Saved on this device');
  await page.reload();
  await expect(prompt(page)).toContainText('current email of each user');
  await expect(notes(page)).toHaveValue(NOTE_TWO);
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(prompt(page)).toContainText('no payment at all');
  await notes(page).fill(NOTE_THREE);
  await expect(page.getByTestId('note-save-state')).toHaveText('Saved on this device');
  await context.setOffline(false);

  await page.getByRole('button', { name: 'End Interview' }).click();

  // Rating: questions one and two strong on every criterion, question three only partly.
  await expect(page.getByRole('heading', { name: 'Rate your answers: SQL' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [index, label] of [
    [0, 'Strong'],
    [1, 'Strong'],
    [2, 'Partly'],
  ] as const) {
    const radios = cards.nth(index).getByRole('radio', { name: label });
    for (let i = 0; i < (await radios.count()); i += 1) await radios.nth(i).check();
  }
  const liveScore = await page.getByTestId('live-score').textContent();
  await page.getByRole('button', { name: 'Save ratings' }).click();

  // Back on the list: the session, its colour, evidence and gap.
  const item = page.getByTestId('past-interview');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('interview-status')).toHaveText('Completed');
  await expect(item.getByTestId('interview-score')).toHaveText(liveScore ?? '');
  const evidence = item.getByTestId('score-evidence').getByRole('listitem');
  expect(await evidence.count()).toBeGreaterThanOrEqual(3);
  await expect(item.getByTestId('score-evidence')).toContainText(
    'Code checks: 1 of 3 code questions passing (1/1 tests)',
  );
  await expect(item.getByTestId('score-evidence')).toContainText(
    'Skipped: 0 of 3 questions skipped',
  );
  await expect(item.getByTestId('score-gap')).toContainText('Self-rating');
  await expect(page.getByTestId('past-interviews-empty')).toHaveCount(0);

  // The server holds the same session; scoring it again gives the score shown, in its colour.
  const topic = findInterviewTopic('sql')!;
  let fields: Parameters<typeof scoreInterview>[0] | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/interviews/', {
        headers: { Authorization: `Bearer ${session.access_token}` },
      });
      const [stored] = interviewListResponseSchema.parse(await response.json()).sessions;
      fields = stored?.fields as typeof fields;
      return fields?.status;
    })
    .toBe('rated');
  const expected = scoreInterview(fields!, topic);
  expect(fields!['note.sql-latest-row-per-user']).toBe(NOTE_TWO);
  await expect(item.getByTestId('interview-score')).toHaveText(`${expected.score}/100`);
  await expect(item.getByTestId('interview-score')).toHaveAttribute(
    'data-band',
    scoreBand(expected.score),
  );
  expect(expected.improvements.length).toBeGreaterThan(0);
  await expect(item.getByRole('link', { name: /^(Lesson|Practice):/ }).first()).toBeVisible();

  // Same inputs, same score: after a reload it is unchanged.
  await page.reload();
  await expect(page.getByTestId('interview-score')).toHaveText(`${expected.score}/100`);
});

test('a note typed at full speed survives a reload made before its save', async ({
  page,
  request,
}) => {
  const session = await createAccount(request);
  await seedSession(page, session);
  await page.goto('/dashboard/interviews');
  await page.getByRole('button', { name: 'Start Interview' }).first().click();
  const note = 'Join at the grain of the question first, then rank; ties need a tiebreaker.';
  await notes(page).pressSequentially(note, { delay: 0 });
  // No wait for "Saved on this device": the reload comes inside the save's delay.
  await page.reload();
  await expect(notes(page)).toHaveValue(note);
  await expect(page.getByTestId('note-save-state')).toHaveText('Saved on this device');
  // And it was saved for good: a second reload reads it from IndexedDB.
  await page.reload();
  await expect(notes(page)).toHaveValue(note);
});
