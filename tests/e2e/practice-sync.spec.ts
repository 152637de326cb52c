/**
 * Issue 6, attempt sync rules: an attempt whose id the server already holds for another account
 * is refused with 409, marked as a conflict on the device and never sent again automatically,
 * while the learner's other attempts still go through.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { createAccount, seedSession } from './support/create-account.ts';
import { holdPythonEngine, openProblem, signInLearner } from './support/practice-helpers.ts';

test.describe.configure({ timeout: 240_000 });

interface StoredAttempt {
  id: string;
  syncState: string;
}

/** Writes attempt rows straight into the app's IndexedDB, as a previous session would have. */
async function putAttempts(page: Page, rows: unknown[]): Promise<void> {
  await page.evaluate(async (values) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('nyra');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('practiceAttempts', 'readwrite');
      for (const value of values) tx.objectStore('practiceAttempts').put(value);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, rows);
}

async function readAttempts(page: Page): Promise<StoredAttempt[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('nyra');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const rows = await new Promise<StoredAttempt[]>((resolve, reject) => {
      const request = db.transaction('practiceAttempts').objectStore('practiceAttempts').getAll();
      request.onsuccess = () => resolve(request.result as StoredAttempt[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return rows;
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
    syncState: 'pending',
  };
}

test('a 409 marks the attempt as a conflict and it is never retried automatically', async ({
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
    if (req.method() === 'POST' && req.url().includes('/api/practice/attempts/')) {
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
    .poll(async () =>
      Object.fromEntries((await readAttempts(page)).map((row) => [row.id, row.syncState])),
    )
    .toEqual({ [takenId]: 'conflict', [okId]: 'synced' });
  const sentTaken = posts.filter((body) => body.includes(takenId)).length;
  expect(sentTaken).toBe(1);

  // More triggers (focus, back online, a reload) never send the conflicting attempt again.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Two Sum' })).toBeVisible();
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
  await expect.poll(() => readAttempts(page).catch(() => null)).toEqual([]);

  const id = randomUUID();
  await putAttempts(page, [attemptRow(session.email.toLowerCase(), id)]);
  await page.reload();

  await expect
    .poll(async () => (await readAttempts(page)).map((row) => row.syncState))
    .toEqual(['synced']);
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
