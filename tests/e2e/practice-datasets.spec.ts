/**
 * The Datasets panel (issue 30): reached from Practice, it lists every real dataset with its
 * licence, source, row count and columns; its scratchpad runs a free query on a dataset in SQLite
 * and in PostgreSQL from the keyboard (Ctrl+Enter), and the page fits a 360 px phone. A practice
 * problem on a real dataset (`-- @dataset` lines, expanded in the browser from the cached dataset
 * file) passes Submit with its reference solution.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRACTICE_DATASETS_ROUTE } from '@/common/routes.ts';
import { seriousViolations } from './support/axe.ts';
import {
  ENGINE_READY_TIMEOUT_MS,
  holdPythonEngine,
  openProblem,
  runAndWait,
  setCode,
  signInLearner,
  submitTestCount,
  waitForEngine,
} from './support/practice-helpers.ts';
import { expect, test } from './support/test.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

test.describe.configure({ timeout: 240_000 });

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATASETS = readdirSync(path.join(ROOT, 'content/datasets')).map(
  (id) =>
    JSON.parse(readFileSync(path.join(ROOT, 'content/datasets', id, 'dataset.json'), 'utf8')) as {
      id: string;
      title: string;
      license: { title: string };
    },
);
const PROBLEM = 'penguins-per-species';

test('the Datasets panel lists every licence and its scratchpad runs queries', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  await holdPythonEngine(page);
  await page.goto('/dashboard/playground');
  await page.getByRole('link', { name: 'Datasets', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PRACTICE_DATASETS_ROUTE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Datasets' })).toBeVisible();

  const cards = page.getByTestId('dataset-card');
  await expect(cards).toHaveCount(DATASETS.length);
  for (const dataset of DATASETS) {
    const card = cards.filter({ has: page.getByRole('heading', { name: dataset.title }) });
    await expect(card.getByTestId('dataset-license')).toHaveText(dataset.license.title);
    await expect(card.getByRole('region', { name: `${dataset.title} columns` })).toBeVisible();
  }

  // The scratchpad from the keyboard: pick a dataset, type, Ctrl+Enter.
  await page.getByRole('combobox', { name: 'Dataset', exact: true }).selectOption('penguins');
  const query = page.getByRole('textbox', { name: 'Query' });
  await query.focus();
  await query.fill(
    'SELECT species, COUNT(*) AS n FROM penguins GROUP BY species ORDER BY species;',
  );
  await page.keyboard.press('Control+Enter');
  const output = page.getByTestId('scratchpad-output');
  const result = output.getByRole('table');
  await expect(result).toContainText('Chinstrap', { timeout: ENGINE_READY_TIMEOUT_MS });
  await expect(output.getByText('3 rows')).toBeVisible();
  // Esc then Tab leaves the editor for the Run button.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeFocused();

  // The same query in PostgreSQL; a broken one reports its error.
  await page
    .getByRole('combobox', { name: 'Engine', exact: true })
    .selectOption({ label: 'PostgreSQL' });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(result).toContainText('Gentoo', { timeout: ENGINE_READY_TIMEOUT_MS });
  await query.fill('SELECT nope FROM penguins;');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(output.getByRole('alert')).toContainText('nope', {
    timeout: ENGINE_READY_TIMEOUT_MS,
  });

  // "Query <dataset>" on a card points the scratchpad at it, starter query included.
  const gapminder = DATASETS.find((dataset) => dataset.id === 'gapminder')!;
  await query.fill('');
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: `Query ${gapminder.title}` }).click();
  await expect(query).toBeFocused();
  await expect(query).toHaveValue(/FROM gapminder/);

  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { level: 1, name: 'Datasets' })).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
});

test('a problem on a real dataset passes Submit with its reference solution', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  await holdPythonEngine(page);
  await openProblem(page, PROBLEM);
  await waitForEngine(page, 'SQL');
  await setCode(
    page,
    readFileSync(path.join(ROOT, 'content/problems/sql', PROBLEM, 'solution.sql'), 'utf8'),
  );
  expect(await runAndWait(page, 'Submit')).toContain(
    `Accepted: all ${submitTestCount(PROBLEM)} tests passed`,
  );
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the panel opens and the scratchpad runs offline', async ({
    page,
    context,
    request,
  }) => {
    await signInLearner(page, request);
    await holdPythonEngine(page);
    await page.goto(PRACTICE_DATASETS_ROUTE);
    await waitForServiceWorker(page);
    await page.reload();
    await expect(page.getByTestId('dataset-card')).toHaveCount(DATASETS.length);
    // One visit online runs a query (the engine's files) and keeps every dataset file.
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByTestId('scratchpad-output').getByRole('table')).toBeVisible({
      timeout: ENGINE_READY_TIMEOUT_MS,
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            if (await cache.match('/dataset-content/seattle-weather.json')) return true;
          }
          return false;
        }),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.goto(PRACTICE_DATASETS_ROUTE);
    await expect(page.getByTestId('dataset-license').first()).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Dataset', exact: true })
      .selectOption('seattle-weather');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByTestId('scratchpad-output').getByRole('table')).toContainText(
      '2012-01-01',
      { timeout: ENGINE_READY_TIMEOUT_MS },
    );
  });
});
