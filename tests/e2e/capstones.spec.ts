/**
 * Capstones (issue 32): from the course dashboard to a track's capstones, into one capstone; the
 * first milestone's reference solution passes Check (every hidden data set, in the browser's
 * sql.js) and the milestone stays passed after a reload (the pass is a practice attempt kept in
 * IndexedDB and synced).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test.ts';
import {
  ENGINE_READY_TIMEOUT_MS,
  holdPythonEngine,
  setCode,
  signInLearner,
  waitForEngine,
} from './support/practice-helpers.ts';

test.describe.configure({ timeout: 240_000 });

const MILESTONE_DIR = path.resolve(
  import.meta.dirname,
  '../../content/capstones/data-engineering/flight-delays-warehouse/milestones/sql/flight-delays-fact-table',
);

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
  await expect(page.getByTestId('capstone-progress')).toHaveText('0 of 2 milestones passed');

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
  await expect(page.getByTestId('capstone-progress')).toHaveText('1 of 2 milestones passed');

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Flight delays warehouse' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Milestones' })
      .getByRole('button', { name: /Milestone 1: Model the flights fact table/ }),
  ).toContainText('Passed');
  await expect(page.getByTestId('capstone-progress')).toHaveText('1 of 2 milestones passed');
  // The learner's code is still there.
  await expect(page.getByRole('textbox', { name: /code for/ })).toHaveValue(/LEFT JOIN airports/);
});
