/**
 * Creates a real account through the API, the way a user would: sign up, read the code from the
 * mail the SMTP peer captured, verify; optionally upload a résumé so the dashboard gate opens.
 * Returns the session to seed into the page's local storage.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { sessionSchema, type Session } from '@/common/session/session-schema.ts';
import { SESSION_STORAGE_KEY } from '@/common/session/session-storage-key.ts';
import { readLatestCode } from './mail-capture.ts';

/**
 * The smallest PDF the upload check accepts (judged by its bytes, not its name): it must open in
 * pdf.js with at least one page. The page is blank, so its parse fails with "no text".
 */
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface CreateAccountOptions {
  firstName?: string;
  lastName?: string;
  email?: string;
  uploadResume?: boolean;
}

export async function createAccount(
  request: APIRequestContext,
  options: CreateAccountOptions = {},
): Promise<Session> {
  const email = options.email ?? `e2e-${randomBytes(5).toString('hex')}@nyra.test`;
  const signUp = await request.post('/api/registry/sign-up/', {
    data: {
      first_name: options.firstName ?? 'Ada',
      last_name: options.lastName ?? 'Lovelace',
      email,
    },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const token = await readLatestCode(email);
  const verify = await request.post('/api/registry/verify-token/', { data: { email, token } });
  if (!verify.ok()) throw new Error(`verify failed: ${verify.status()} ${await verify.text()}`);
  let session = sessionSchema.parse(await verify.json());
  if (options.uploadResume ?? true) {
    const upload = await request.post('/api/resume/upload/', {
      headers: { Authorization: `Bearer ${session.access_token}` },
      multipart: {
        resume_file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF },
      },
    });
    if (!upload.ok()) throw new Error(`upload failed: ${upload.status()} ${await upload.text()}`);
    session = { ...session, has_uploaded_resume: true };
  }
  return session;
}

/**
 * Puts the session where the app restores it from (`auth_data`, product.md#entities) before any script
 * runs.
 */
export async function seedSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // Only on the first load of this page: a later sign-out must not be undone by a reload.
      if (!window.sessionStorage.getItem('e2e-seeded')) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session)] as const,
  );
}
