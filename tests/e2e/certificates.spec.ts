/**
 * Certificates (issue 32) end to end: a learner who completed a track (lessons and a rated
 * interview sent through the API as the app sends them; the track lists no capstones until the
 * capstones land, see tests/support/complete-certificate-track.ts) claims the certificate on the
 * Certificates screen and downloads its JSON and PDF; signed out, /verify/{id} checks the signature in the
 * browser and shows "Valid", also offline after one visit; the downloaded JSON pasted into "Check
 * a downloaded certificate" is "Valid", and "Not valid" once one field is edited; a revoked
 * certificate shows "Revoked"; the Certificates screen opens offline with the last list.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import type { Session } from '@/common/session/session-schema.ts';
import { completeCertificateTrack, type AsUser } from '../support/complete-certificate-track.ts';
import { seriousViolations } from './support/axe.ts';
import { seedSession } from './support/create-account.ts';
import { createAccountPatiently } from './support/courses-helpers.ts';
import { expect, test } from './support/test.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

test.use({ serviceWorkers: 'allow' });

function asUserFor(request: APIRequestContext, session: Session): AsUser {
  return async (path, init = {}) => {
    const response = await request.fetch(path, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        Authorization: `Bearer ${session.access_token}`,
      },
      data: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(await response.text(), { status: response.status() });
  };
}

test('claim a certificate, verify it signed out (also offline), and refuse an edited copy', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const session = await createAccountPatiently(request, { firstName: 'Ada', lastName: 'Byron' });
  await completeCertificateTrack(asUserFor(request, session), 'data-engineering');

  await seedSession(page, session);
  await page.goto('/dashboard/certificates');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  const track = page.getByRole('region', { name: 'Data Engineering track' });
  await expect(track.getByText(/Mock interview on a track topic/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'AI Engineering track' }).getByRole('button', {
      name: 'Claim certificate',
    }),
  ).toHaveCount(0);
  await track.getByRole('button', { name: 'Claim certificate' }).click();
  const issued = page.getByRole('listitem').filter({ hasText: 'Issued to Ada Byron' });
  await expect(issued).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await issued.getByRole('button', { name: 'Download JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('nyra-data-engineering-certificate.json');
  const json = await readFile(await file.path(), 'utf8');
  const credential = JSON.parse(json) as { id: string; credentialSubject: { name: string } };
  const id = credential.id.split('/').pop()!;

  const pdfDownload = page.waitForEvent('download');
  await issued.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('nyra-data-engineering-certificate.pdf');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Signed out, in a fresh browser context.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const visitor = await context.newPage();
  await visitor.goto(`/verify/${id}`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Verify a certificate' }),
  ).toBeVisible();
  await expect(visitor.getByText('Valid', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Ada Byron', { exact: true })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);

  // Offline once visited: the shell from the service worker, the credential and key from IndexedDB.
  await waitForServiceWorker(visitor);
  await context.setOffline(true);
  await visitor.reload();
  await expect(visitor.getByText('Valid', { exact: true })).toBeVisible();
  await expect(visitor.getByText(/Offline: checked against the copy/)).toBeVisible();
  await context.setOffline(false);

  const pasted = visitor.getByLabel('Certificate JSON');
  await pasted.fill(json);
  await visitor.getByRole('button', { name: 'Check' }).click();
  const check = visitor.getByRole('region', { name: 'Check a downloaded certificate' });
  await expect(check.getByText('Valid', { exact: true })).toBeVisible();

  await pasted.fill(json.replace('"Ada Byron"', '"Ada Lovelace"'));
  await visitor.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByText('Not valid', { exact: true })).toBeVisible();
  await expect(
    check.getByText("The signature does not match the certificate's contents"),
  ).toBeVisible();

  // The owner revokes (confirming); the verify page then says so.
  page.once('dialog', (dialog) => void dialog.accept());
  await issued.getByRole('button', { name: 'Revoke' }).click();
  await expect(issued.getByText('Revoked', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('Revoked', { exact: true }).first()).toBeVisible();
  await context.close();

  // The Certificates screen opens offline with the last list; claiming says it needs a connection.
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(issued.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(
    page.getByText('You are offline: claiming and revoking need a connection.'),
  ).toBeVisible();
  await expect(track.getByRole('button', { name: 'Claim certificate' })).toBeDisabled();
  await page.context().setOffline(false);
});
