/**
 * Capstones (issue 32): from the course dashboard to a track's capstones, into one capstone; the
 * first milestone's reference solution passes Check (every hidden data set, in the browser's
 * sql.js) and the milestone stays passed after a reload (the pass is a practice attempt kept in
 * IndexedDB and synced).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { practiceProgressResponseSchema } from '@/common/practice/attempt-schema.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import {
  ENGINE_READY_TIMEOUT_MS,
  holdPythonEngine,
  setCode,
  signInLearner,
  waitForEngine,
} from './support/practice-helpers.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

test.describe.configure({ timeout: 240_000 });

const CAPSTONE_DIR = path.resolve(
  import.meta.dirname,
  '../../content/capstones/data-engineering/flight-delays-warehouse',
);
const MILESTONE_DIR = path.join(CAPSTONE_DIR, 'milestones/sql/flight-delays-fact-table');
const CAPSTONE_URL = '/dashboard/capstones/data-engineering/flight-delays-warehouse';
const MILESTONE_COUNT = readdirSync(path.join(CAPSTONE_DIR, 'milestones/sql')).length;

test('a capstone milestone passes Check with its reference solution and stays passed', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  await holdPythonEngine(page);

  await page.goto('/dashboard/lessons?course=data-engineering');
  await page.getByRole('link', { name: 'Capstones', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Capstones' })).toBeVisible();
  await page.getByRole('link', { name: 'Flight delays warehouse' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Flight delays warehouse' }),
  ).toBeVisible();
  await expect(page.getByText('flights', { exact: false }).first()).toBeVisible();
  const milestones = page.getByRole('navigation', { name: 'Milestones' });
  const first = milestones.getByRole('button', {
    name: /Milestone 1: Model the flights fact table/,
  });
  await expect(first).toContainText('Not passed yet');
  await expect(page.getByTestId('capstone-progress')).toHaveText(
    `0 of ${MILESTONE_COUNT} milestones passed`,
  );

  await waitForEngine(page, 'SQL');
  // A wrong answer first: Check fails and the milestone stays open.
  await setCode(page, 'SELECT flight_id FROM flights ORDER BY flight_id;');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const output = page.getByTestId('practice-output');
  await expect(output).toHaveAttribute('aria-busy', 'false', { timeout: ENGINE_READY_TIMEOUT_MS });
  await expect(first).toContainText('Not passed yet');

  await setCode(page, readFileSync(path.join(MILESTONE_DIR, 'solution.sql'), 'utf8'));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(output).toHaveAttribute('aria-busy', 'false', { timeout: ENGINE_READY_TIMEOUT_MS });
  await expect(output).toContainText('Milestone passed.');
  await expect(first).toContainText('Passed');
  await expect(page.getByTestId('capstone-progress')).toHaveText(
    `1 of ${MILESTONE_COUNT} milestones passed`,
  );

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Flight delays warehouse' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Milestones' })
      .getByRole('button', { name: /Milestone 1: Model the flights fact table/ }),
  ).toContainText('Passed');
  await expect(page.getByTestId('capstone-progress')).toHaveText(
    `1 of ${MILESTONE_COUNT} milestones passed`,
  );
  // The learner's code is still there.
  await expect(page.getByRole('textbox', { name: /code for/ })).toHaveValue(/LEFT JOIN airports/);

  // Accessible, and whole on a 360 px phone (the brief, the dataset's columns, the workspace).
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('capstone-progress')).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a visited capstone opens and checks offline; the pass syncs when back online', async ({
    page,
    context,
    request,
  }) => {
    const session = await signInLearner(page, request);
    await holdPythonEngine(page);
    const serverProgress = async () => {
      const response = await request.get('/api/practice/progress/', {
        headers: { Authorization: `Bearer ${session.access_token}` },
      });
      expect(response.ok()).toBe(true);
      return practiceProgressResponseSchema.parse(await response.json()).problems;
    };

    // One visit online, under the service worker: the engine and the capstone's files are kept.
    await page.goto(CAPSTONE_URL);
    await waitForServiceWorker(page);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Flight delays warehouse' }),
    ).toBeVisible();
    await waitForEngine(page, 'SQL');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            if (await cache.match('/capstone-content/milestones/flight-delays-quality-checks.json'))
              return true;
          }
          return false;
        }),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.goto(`${CAPSTONE_URL}?milestone=flight-delays-quality-checks`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Flight delays warehouse' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Catch the bad flight rows' })).toBeVisible();
    await waitForEngine(page, 'SQL');
    await setCode(
      page,
      readFileSync(
        path.join(CAPSTONE_DIR, 'milestones/sql/flight-delays-quality-checks/solution.sql'),
        'utf8',
      ),
    );
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const output = page.getByTestId('practice-output');
    await expect(output).toHaveAttribute('aria-busy', 'false', {
      timeout: ENGINE_READY_TIMEOUT_MS,
    });
    await expect(output).toContainText('Milestone passed.');
    await expect(page.getByTestId('capstone-progress')).toHaveText(
      `1 of ${MILESTONE_COUNT} milestones passed`,
    );
    expect(await serverProgress()).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(async () => (await serverProgress()).map((row) => [row.problem_id, row.solved]), {
        timeout: 30_000,
      })
      .toEqual([['flight-delays-quality-checks', true]]);
  });
});
