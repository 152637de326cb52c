/**
 * Attempt sync rules on the sync engine: an attempt whose id the server already
 * holds for another account is refused, kept on the device as "Needs attention" with the server's
 * message and never sent again automatically, while the learner's other attempts go through.
 * Attempts queued on the device sync when the app starts.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { createAccount, seedSession } from './support/create-account.ts';
import { holdPythonEngine, openProblem, signInLearner } from './support/practice-helpers.ts';

test.describe.configure({ timeout: 240_000 });

interface OutboxEntry {
  docId: string;
  state: string;
  error?: string;
}

/** Writes attempts and their outbox rows straight into IndexedDB, as a previous session would have. */
async function putAttempts(page: Page, rows: Array<ReturnType<typeof attemptRow>>): Promise<void> {
  await page.evaluate(async (values) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('nyra');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['practiceAttempts', 'syncOutbox'], 'readwrite');
      values.forEach((value, index) => {
        tx.objectStore('practiceAttempts').put(value);
        tx.objectStore('syncOutbox').put({
          id: crypto.randomUUID(),
          owner: value.owner,
          clientId: 'earlier-session',
          seq: 1_000_000 + index,
          docType: 'practice-attempt',
          docId: value.id,
          op: 'create',
          payload: {
            problem_id: value.problemId,
            language: value.language,
            mode: value.mode,
            code: value.code,
            status: value.result.status,
            passed: value.result.passed,
            total: value.result.total,
            duration_ms: value.result.durationMs,
            created_at: new Date(value.createdAt).toISOString(),
          },
          baseVersion: 0,
          createdAt: value.createdAt,
          attempts: 0,
          state: 'pending',
        });
      });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, rows);
}

async function readOutbox(page: Page): Promise<OutboxEntry[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('nyra');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const rows = await new Promise<OutboxEntry[]>((resolve, reject) => {
      const request = db.transaction('syncOutbox').objectStore('syncOutbox').getAll();
      request.onsuccess = () => resolve(request.result as OutboxEntry[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return rows.map(({ docId, state, error }) => ({ docId, state, error }));
  });
}

const pathOf = (url: string) => new URL(url).pathname;

function attemptRow(owner: string, id: string) {
  return {
    id,
    owner,
    problemId: 'two-sum',
    language: 'python',
    mode: 'submit',
    code: 'def two_sum(nums, target):\n    return [0, 1]\n',
    result: {
      mode: 'submit',
      status: 'failed',
      passed: 2,
      total: 8,
      durationMs: 3,
      stdout: '',
      stderr: '',
      tests: [],
    },
    createdAt: Date.now() - 60_000,
  };
}

test('an attempt refused by the server needs attention, is kept and is never retried automatically', async ({
  page,
  request,
}) => {
  // Someone else's attempt already sits on the server under this id.
  const other = await createAccount(request);
  const takenId = randomUUID();
  const seeded = await request.post('/api/practice/attempts/', {
    headers: { Authorization: `Bearer ${other.access_token}` },
    data: {
      attempts: [
        {
          id: takenId,
          problem_id: 'two-sum',
          language: 'python',
          mode: 'run',
          code: 'pass',
          status: 'failed',
          passed: 0,
          total: 2,
          duration_ms: 1,
          created_at: new Date().toISOString(),
        },
      ],
    },
  });
  expect(seeded.ok()).toBe(true);

  const session = await signInLearner(page, request);
  const owner = session.email.toLowerCase();
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/sync/mutations/')) {
      posts.push(req.postData() ?? '');
    }
  });

  // Nothing here runs code: Python need not load (twice, with the reload).
  await holdPythonEngine(page);
  await openProblem(page, 'two-sum');
  const okId = randomUUID();
  await putAttempts(page, [attemptRow(owner, takenId), attemptRow(owner, okId)]);
  // Focus is one of the flush triggers.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  await expect
    .poll(async () => await readOutbox(page))
    .toEqual([
      {
        docId: takenId,
        state: 'needs-attention',
        error: 'This attempt was already recorded for another account.',
      },
    ]);
  const sentTaken = posts.filter((body) => body.includes(takenId)).length;
  expect(sentTaken).toBe(1);

  // More triggers (focus, back online, a reload) never send the conflicting attempt again.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Two Sum' })).toBeVisible();
  // Kept and shown with the server's reason. (Shown after the reload: the rows were written
  // behind Dexie's back by this test, so the live query of the first load could not see them.)
  await expect(page.getByRole('status').filter({ hasText: 'Needs attention' })).toContainText(
    'This attempt was already recorded for another account.',
  );
  await page.waitForTimeout(1_000);
  expect(posts.filter((body) => body.includes(takenId)).length).toBe(1);

  const progress = await request.get('/api/practice/progress/', {
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  expect(((await progress.json()) as { problems: Array<{ attempts: number }> }).problems).toEqual([
    expect.objectContaining({ problem_id: 'two-sum', attempts: 1 }),
  ]);
});

test('attempts queued on this device sync when the app starts, without opening Practice', async ({
  page,
  request,
}) => {
  const session = await createAccount(request, { uploadResume: true });
  await seedSession(page, session);
  await page.goto('/dashboard/lessons');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  // The app's database exists once the dashboard has read progress from it.
  await expect.poll(() => readOutbox(page).catch(() => null)).toEqual([]);

  const id = randomUUID();
  await putAttempts(page, [attemptRow(session.email.toLowerCase(), id)]);
  await page.reload();

  await expect.poll(() => readOutbox(page)).toEqual([]);
  expect(pathOf(page.url())).toBe('/dashboard/lessons');
  const progress = await request.get('/api/practice/progress/', {
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  expect(
    ((await progress.json()) as { problems: Array<{ problem_id: string }> }).problems.map(
      (problem) => problem.problem_id,
    ),
  ).toEqual(['two-sum']);
});
