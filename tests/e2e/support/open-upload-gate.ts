/**
 * The resume-upload specs' common start: a new learner who has not uploaded a résumé yet, signed
 * in, on the upload gate (/dashboard/upload-resume, product.md#upload-resume), with a file
 * chosen when one is given (checked in the browser as soon as it is chosen, nothing sent yet).
 * Route handlers and request listeners a test needs can be set up before or after: the page
 * loads the gate only here.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Session } from '@/common/session/session-schema.ts';
import { seedSession } from './create-account.ts';
import { createAccountPatiently } from './courses-helpers.ts';

interface UploadGateOptions {
  /** A PDF chosen in the gate's file input once the page is ready. */
  file?: { name: string; buffer: Buffer };
}

export async function openUploadGate(
  page: Page,
  request: APIRequestContext,
  options: UploadGateOptions = {},
): Promise<Session> {
  const session = await createAccountPatiently(request, { uploadResume: false });
  await seedSession(page, session);
  await page.goto('/dashboard/upload-resume');
  if (options.file) {
    await page.locator('input[type="file"]').setInputFiles({
      name: options.file.name,
      mimeType: 'application/pdf',
      buffer: options.file.buffer,
    });
  }
  return session;
}
