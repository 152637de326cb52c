/**
 * The one production process: validates the environment, opens and migrates the database, serves
 * the PWA and the API, and shuts down cleanly on SIGINT/SIGTERM (in-flight requests finish, the
 * database is closed, exit code 0).
 */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { resolveJwtSecret } from './auth/resolve-jwt-secret.ts';
import { createApp } from './create-app.ts';
import { openDatabase } from './db/open-database.ts';
import { readPgliteTemplate } from './db/read-pglite-template.ts';
import { loadEnv } from './env.ts';
import { serverTimeoutOptions } from './http/server-timeouts.ts';
import { createServerJobWorker } from './jobs/create-server-job-worker.ts';
import { createMailer } from './mail/create-mailer.ts';
import { resolveCertificateSigningKey } from './routes/certificates/resolve-certificate-signing-key.ts';
import { ensureCurriculumSeeded } from './routes/courses/ensure-curriculum-seeded.ts';

/** How long in-flight requests get to finish on shutdown before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

export async function startServer(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    loadDataDir: env.DATABASE_URL ? undefined : await readPgliteTemplate(env.DATA_DIR),
    inWorker: true,
  });
  // Built-in curriculum from content/: changed files reach the database (safe with several processes).
  await ensureCurriculumSeeded(database, env.CONTENT_DIR);
  const authSecret = await resolveJwtSecret({ jwtSecret: env.JWT_SECRET, dataDir: env.DATA_DIR });
  const certificateKey = await resolveCertificateSigningKey({
    signingKey: env.CERTIFICATE_SIGNING_KEY,
    dataDir: env.DATA_DIR,
  });
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  // Background jobs (resume parsing, reminder e-mails) run in every server process; the queue is
  // in the database.
  const jobWorker = createServerJobWorker(database, env, {
    leaseMs: env.JOB_LEASE_S * 1000,
    mailer,
    authSecret,
  });
  const app = createApp({
    env,
    database,
    mailer,
    authSecret,
    certificateKey,
    wakeJobs: () => jobWorker.wake(),
  });

  const server = serve({
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    serverOptions: serverTimeoutOptions(env),
  }) as Server;
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  jobWorker.start();
  console.log(`Nyra is running at http://${host}:${port} (database: ${database.kind})`);
  if (!env.SMTP_URL) {
    console.log('SMTP_URL is not set: e-mails (sign-in codes, reminders) are printed to this log.');
  }

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests, then closing.`);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    // The job in hand finishes (or its lease lets another process take it over after exit).
    const jobsStopped = jobWorker.stop();
    server.close(() => {
      // Sign-in e-mails are sent in the background: let queued ones go out before exiting.
      void Promise.race([mailer.idle(), new Promise((resolve) => setTimeout(resolve, 5_000))])
        .then(() => mailer.close())
        .then(() =>
          Promise.race([jobsStopped, new Promise((resolve) => setTimeout(resolve, 5_000))]),
        )
        .then(() => database.close())
        .then(
          () => {
            console.log('Shut down cleanly.');
            process.exit(0);
          },
          (error: unknown) => {
            console.error('Error while closing the database', error);
            process.exit(1);
          },
        );
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
