/**
 * A stored session for specs that only exercise client-side routing (no API calls). Specs that
 * talk to the API sign in for real instead.
 */
import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEY, type Session } from '../../../common/session/session-schema.ts';

export async function seedStoredSession(
  page: Page,
  overrides: Partial<Session> = {},
): Promise<void> {
  const session: Session = {
    access_token: 'e2e-access',
    refresh_token: 'e2e-refresh',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    has_uploaded_resume: true,
    ...overrides,
  };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify(session),
  ] as const);
}
