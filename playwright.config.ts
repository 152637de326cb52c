/**
 * End-to-end tests in Debian's Chromium against the production build, served by the real server
 * (tests/e2e/support/global-setup.ts). Service workers are blocked except in the specs that test
 * them (listed in sw/README.md), which keeps the others deterministic.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/lib/chromium-launch-options.mjs';

// Chosen once in the main process; workers inherit the environment.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Tests are independent (each signs up its own account), so the two CI workers share out tests,
  // not whole files: otherwise the longest file alone sets the run's length. A file whose tests
  // must run in order says so with test.describe.configure({ mode: 'default' }).
  fullyParallel: true,
  // One per core: the tests are CPU-bound (Chromium, Pyodide), and the one server barely works.
  workers: process.env.CI ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  // CI's two cores are saturated by two workers (Chromium, Pyodide, the server): a step that
  // takes 10 s there is slow, not broken. Longer limits only matter to a test that would fail.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    serviceWorkers: 'block',
    // Recorded on the retry of a failed test only: recording every test snapshots the page on
    // each action, measurable CPU on a saturated two-core CI machine (a failure still leaves a
    // trace, from its retry).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      ...CHROMIUM_LAUNCH_OPTIONS,
      args: [
        ...CHROMIUM_LAUNCH_OPTIONS.args,
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
