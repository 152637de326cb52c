/**
 * Builds the whole HTTP application (API and static PWA) from its dependencies. Tests call this
 * directly with an in-memory database; `main.ts` calls it with the real ones.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_PREFIX } from '@/common/http/api-paths.ts';
import { createAuthContext } from './auth/auth-context.ts';
import type { Database } from './db/open-database.ts';
import type { Env } from './env.ts';
import { handleError } from './http/handle-error.ts';
import { HttpError } from './http/http-error.ts';
import { securityHeaders } from './http/security-headers.ts';
import { statementOrder } from './db/statement-order.ts';
import { shedWhenBusy } from './http/shed-when-busy.ts';
import { createMailer, type Mailer } from './mail/create-mailer.ts';
import { createHealthRoutes } from './routes/health/create-health-routes.ts';
import { createRegistryRoutes } from './routes/registry/create-registry-routes.ts';
import { createCourseRoutes } from './routes/courses/create-course-routes.ts';
import { createMediaRoutes } from './routes/media/create-media-routes.ts';
import { createLessonProgressRoutes } from './routes/lesson-progress/create-lesson-progress-routes.ts';
import { createResumeRoutes } from './routes/resume/create-resume-routes.ts';
import { createResumeBuilderRoutes } from './routes/resume-builder/create-resume-builder-routes.ts';
import { createResumeImportRoutes } from './routes/resume-import/create-resume-import-routes.ts';
import {
  createResumeShareRoutes,
  NOINDEX,
} from './routes/resume-share/create-resume-share-routes.ts';
import { createRoleRoutes } from './routes/resume-roles/create-role-routes.ts';
import { createResumeEditRoutes } from './routes/resume/create-resume-edit-routes.ts';
import { createPracticeRoutes } from './routes/practice/create-practice-routes.ts';
import { createSyncRoutes } from './routes/sync/create-sync-routes.ts';
import { createInterviewRoutes } from './routes/interviews/create-interview-routes.ts';
import { createPlanRoutes } from './routes/plan/create-plan-routes.ts';
import { createJobRoutes } from './routes/jobs/create-job-routes.ts';
import { createCertificateRoutes } from './routes/certificates/create-certificate-routes.ts';
import { createCertificateSigner } from './routes/certificates/certificate-signer.ts';
import { decodeCertificateSigningKey } from './routes/certificates/decode-certificate-signing-key.ts';
import { publicBaseUrl } from './http/public-base-url.ts';
import { randomBytes } from 'node:crypto';
import { serveWebApp } from './web/serve-web-app.ts';

/** Largest JSON body any API route accepts; uploads set their own limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  env: Env;
  database: Database;
  /** Injected so tests can move time (code expiry, token lifetimes). */
  now?: () => Date;
  version?: string;
  /** Outgoing e-mail; defaults to SMTP when SMTP_URL is set, else printing to the log. */
  mailer?: Mailer;
  /** Signing secret from `resolveJwtSecret` (main.ts); defaults to JWT_SECRET or a random one. */
  authSecret?: string;
  /**
   * Certificate signing key (Ed25519 seed) from `resolveCertificateSigningKey` (main.ts); defaults
   * to CERTIFICATE_SIGNING_KEY or a random one.
   */
  certificateKey?: Uint8Array;
  /** Nudges the process's job worker after a job is queued (main.ts; tests run jobs directly). */
  wakeJobs?: () => void;
  /** Embedded database only: shed API requests once its queue waited this long (ms). */
  shedAfterMs?: number;
}

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const version = deps.version ?? '0.1.0';

  app.use('*', securityHeaders());
  app.onError(handleError);

  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: () => {
      throw new HttpError(413, 'payload_too_large', 'The request body is larger than 1 MB.');
    },
  });
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    c.header('Cache-Control', 'no-store');
    // PostgreSQL text cannot hold U+0000: a NUL in a path parameter or query would fail in the
    // database as a 500, so it is refused here for every route.
    if (c.req.url.includes('%00') || c.req.url.includes('\u0000')) {
      throw new HttpError(400, 'bad_address', 'The address contains a NUL character.');
    }
    // Only body-bearing requests need the limit; skipping GET keeps @hono/node-server from
    // materialising a full Request object on the hot read path.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const contentType = c.req.header('content-type') ?? '';
    if (contentType.startsWith('multipart/form-data')) return next();
    return jsonLimit(c, next);
  });

  if (deps.database.queue) {
    app.use(`${API_PREFIX}/*`, shedWhenBusy(deps.database.queue, deps.shedAfterMs));
    // The embedded database serves statements oldest request first.
    app.use(`${API_PREFIX}/*`, (_c, next) => statementOrder.run(performance.now(), next));
  }

  const auth = createAuthContext({
    db: deps.database.db,
    env: deps.env,
    now: deps.now ?? (() => new Date()),
    mailer: deps.mailer ?? createMailer({ smtpUrl: deps.env.SMTP_URL, from: deps.env.MAIL_FROM }),
    secret: deps.authSecret,
  });
  // Every API request carries the auth context, so `requireUser` works in any route module.
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    c.set('auth', auth);
    await next();
  });

  app.route(API_PREFIX, createHealthRoutes(deps.database, version));
  app.route(API_PREFIX, createRegistryRoutes(auth));
  // Courses: courses and authoring, lesson media, progress, the resume upload gate.
  app.route(API_PREFIX, createCourseRoutes(deps.database, deps.env));
  app.route(API_PREFIX, createMediaRoutes(deps.env));
  app.route(API_PREFIX, createLessonProgressRoutes(deps.database.db, auth.now));
  // Resume share links, JSON Resume import and the gate's form; before /resume/:id/ (public route).
  app.route(API_PREFIX, createResumeShareRoutes(deps.database.db, auth.now));
  app.route(API_PREFIX, createResumeImportRoutes(deps.database.db, deps.env, auth.now));
  app.route(API_PREFIX, createResumeBuilderRoutes(deps.database.db, deps.env, auth.now));
  // Resumes: upload, list, details, delete; parsing runs in the job worker.
  app.route(
    API_PREFIX,
    createResumeRoutes({
      db: deps.database.db,
      env: deps.env,
      now: auth.now,
      wakeJobs: deps.wakeJobs,
    }),
  );
  // Roles and their analyses; the analysis runs in the job worker.
  app.route(
    API_PREFIX,
    createRoleRoutes({ db: deps.database.db, now: auth.now, wakeJobs: deps.wakeJobs }),
  );
  app.route(API_PREFIX, createResumeEditRoutes(deps.database.db, auth.now));
  // Practice: attempt sync and progress per problem.
  app.route(API_PREFIX, createPracticeRoutes(deps.database.db, auth.now));
  app.route(API_PREFIX, createSyncRoutes(deps.database.db, auth.now));
  app.route(API_PREFIX, createInterviewRoutes(deps.database.db));
  // The plan: its document (written through the sync engine) and the evidence it reads.
  app.route(API_PREFIX, createPlanRoutes(deps.database.db));
  // Jobs: the applications board (written through the sync engine), the reminder e-mails' public
  // unsubscribe link.
  app.route(API_PREFIX, createJobRoutes(deps.database.db));
  // Certificates: the learner's own, and the public verify answer and issuer profile.
  const certificateKey =
    deps.certificateKey ??
    (deps.env.CERTIFICATE_SIGNING_KEY
      ? decodeCertificateSigningKey(deps.env.CERTIFICATE_SIGNING_KEY)
      : null) ??
    new Uint8Array(randomBytes(32));
  app.route(
    API_PREFIX,
    createCertificateRoutes({
      db: deps.database.db,
      now: auth.now,
      signer: createCertificateSigner(certificateKey, publicBaseUrl(deps.env)),
    }),
  );

  app.all(`${API_PREFIX}/*`, (c) => {
    throw new HttpError(
      404,
      'not_found',
      `There is no API endpoint ${c.req.method} ${c.req.path}.`,
    );
  });
  app.all(API_PREFIX, (c) => {
    throw new HttpError(
      404,
      'not_found',
      `There is no API endpoint ${c.req.method} ${c.req.path}.`,
    );
  });

  // Public resume pages (/r/{token}) are never indexed.
  app.use('/r/*', async (c, next) => {
    await next();
    c.res.headers.set('X-Robots-Tag', NOINDEX);
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  });
  serveWebApp(app, deps.env.WEB_ROOT);

  app.notFound((c) => c.text('Not found', 404));
  return app;
}
