/**
 * Playwright global setup: builds the app if needed, starts the SMTP capture peer and one
 * production server for the whole run. Workers find the server through E2E_BASE_URL.
 */
import { rm } from 'node:fs/promises';
// @ts-expect-error plain JS build helper shared with npm start
import { ensureBuild } from '../../../scripts/build/ensure-build.mjs';
import { MAIL_DIR, startMailCapture } from './mail-capture.ts';
import { findFreePort, startTestServer } from './start-test-server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  (ensureBuild as (options: { quiet: boolean }) => boolean)({ quiet: true });
  await rm(MAIL_DIR, { recursive: true, force: true });
  const smtpPort = await findFreePort();
  const stopMail = await startMailCapture(smtpPort);
  const port = Number(process.env.E2E_PORT);
  const server = await startTestServer({
    port,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAILS: 'admin@nyra.test',
      RATE_LIMIT_SCALE: '1000',
    },
  });
  process.env.E2E_SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  return async () => {
    await server.stop();
    await stopMail();
  };
}
