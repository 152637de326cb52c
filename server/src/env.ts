/**
 * The server's configuration, read once from the environment and validated (docs/api.md lists
 * every variable with its default and meaning). This is the only module allowed to touch
 * `process.env` (enforced by ESLint).
 */
import { z } from 'zod';
import { decodeCertificateSigningKey } from './routes/certificates/decode-certificate-signing-key.ts';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  /** The app's address as users reach it, for links in e-mails; default http://HOST:PORT. */
  PUBLIC_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' }).optional(),
  ),
  TRUST_PROXY: optionalString.transform((value) => value === '1' || value === 'true'),
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  ADMIN_EMAILS: optionalString.transform((value) =>
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email.length > 0),
  ),
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  /** Ed25519 seed that signs certificates (base64url, 32 bytes); default: generated into DATA_DIR. */
  CERTIFICATE_SIGNING_KEY: optionalString.pipe(
    z
      .string()
      .refine((value) => decodeCertificateSigningKey(value) !== null, {
        error:
          'CERTIFICATE_SIGNING_KEY must be a base64url Ed25519 seed of 32 bytes (43 characters)',
      })
      .optional(),
  ),
  /** OpenAI-compatible endpoint for the optional prose rewrite of role analyses. */
  LLM_BASE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'LLM_BASE_URL must be an http(s) URL' }).optional(),
  ),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** Where the built web app lives; tests point this at a fixture. */
  WEB_ROOT: z.string().min(1).default('./dist'),
  /** Folder of the content files (built-in curriculum); default: the repository's content/. */
  CONTENT_DIR: optionalString,
  /** Largest lesson video an admin may upload, in megabytes (MiB). */
  VIDEO_UPLOAD_MAX_MB: z.coerce.number().positive().max(100_000).default(200),
  /** Seconds a client has to send a whole request (a dribbled body is cut off with 408). */
  REQUEST_TIMEOUT_S: z.coerce.number().positive().max(86_400).default(300),
  /** Seconds a client has to send the request headers (slowloris). */
  HEADERS_TIMEOUT_S: z.coerce.number().positive().max(3_600).default(30),
  /** Seconds a claimed job is held; a job whose process died is taken over after this. */
  JOB_LEASE_S: z.coerce.number().positive().max(86_400).default(300),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment record; throws one readable error listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
