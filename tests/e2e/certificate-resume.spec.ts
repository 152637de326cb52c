/**
 * Issue 32, the loop closed: a learner who finished a track (lessons, every capstone milestone and
 * a rated interview, sent through the API as the app sends them: see
 * tests/support/complete-certificate-track.ts) claims the certificate on the Certificates screen;
 * the résumé editor's Suggestions then offer the certificate (with its verify link) and the passed
 * capstones; one click adds the certificate, it reaches the server, it is in the exported PDF as
 * a link, and the exported file parses back with it.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { listTrackCapstones } from '@/common/capstones/list-track-capstones.ts';
import { toJsonResume } from '@/common/resume/export/to-json-resume.ts';
import { resumeDetailsSchema, type ResumeDetails } from '@/common/resume/resume-schema.ts';
import type { Session } from '@/common/session/session-schema.ts';
import { completeCertificateTrack, type AsUser } from '../support/complete-certificate-track.ts';
import { shortResume } from '../support/sample-resumes.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import { expect, test } from './support/test.ts';

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

async function serverCopy(
  request: APIRequestContext,
  session: Session,
  resumeId: string,
): Promise<ResumeDetails> {
  const answer = await request.get(`/api/resume/${resumeId}/`, { headers: bearer(session) });
  return resumeDetailsSchema.parse(await answer.json());
}

test('a claimed certificate is one click from the résumé, and the export carries it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await createAccountPatiently(request, { firstName: 'Ada', lastName: 'Byron' });
  await completeCertificateTrack(asUserFor(request, session), 'data-engineering');
  const imported = await request.post('/api/resume/import/', {
    headers: bearer(session),
    data: {
      file_name: 'ada.json',
      resume: toJsonResume({ ...shortResume(), projects: [], certifications: [] }),
    },
  });
  expect(imported.status()).toBe(201);
  const { resume_id: resumeId } = (await imported.json()) as { resume_id: string };

  await seedSession(page, session);
  await page.goto('/dashboard/certificates');
  const track = page.getByRole('region', { name: 'Data Engineering track' });
  await track.getByRole('button', { name: 'Claim certificate' }).click();
  const issued = page.getByRole('listitem').filter({ hasText: 'Issued to Ada Byron' });
  await expect(issued).toBeVisible();
  const list = (await (
    await request.get('/api/certificates/', { headers: bearer(session) })
  ).json()) as { certificates: Array<{ verify_url: string }> };
  const verifyUrl = list.certificates[0]!.verify_url;

  await page.goto('/dashboard/resumes');
  const edit = page.getByRole('button', { name: 'Edit Resume' });
  await expect(edit).toBeEnabled({ timeout: 20_000 });
  await edit.click();
  const suggestions = page.getByRole('region', { name: 'Suggestions' });
  // Every passed capstone is offered as a project, the certificate as a certification.
  for (const capstone of listTrackCapstones('data-engineering')) {
    await expect(
      suggestions.getByRole('button', {
        name: `Add “${capstone.title} (capstone project)” to Projects`,
      }),
    ).toBeVisible({ timeout: 20_000 });
  }
  const addCertificate = suggestions.getByRole('button', {
    name: 'Add “Data Engineering track certificate” to Certifications',
  });
  await addCertificate.click();
  // Once on the résumé it is no longer offered.
  await expect(addCertificate).toHaveCount(0);
  await expect
    .poll(async () => (await serverCopy(request, session, resumeId)).certifications, {
      timeout: 30_000,
    })
    .toEqual([
      expect.objectContaining({
        certification_name: 'Data Engineering track certificate',
        issuer: 'Nyra',
        url: verifyUrl,
      }),
    ]);

  await page.getByRole('button', { name: 'Back' }).click();
  const preview = page.getByRole('article', { name: 'Resume preview' });
  await page
    .getByRole('navigation', { name: 'Your resumes' })
    .getByRole('button', { name: /^ada/ })
    .click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    preview.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdf = await readFile(z.string().parse(await download.path()));
  expect(pdf.includes(verifyUrl)).toBe(true);

  const upload = await request.post('/api/resume/upload/', {
    headers: bearer(session),
    multipart: { resume_file: { name: 'ada.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.ok()).toBe(true);
  const { resume_id: uploadedId } = (await upload.json()) as { resume_id: string };
  await expect
    .poll(async () => (await serverCopy(request, session, uploadedId)).status, { timeout: 60_000 })
    .toBe('ready');
  expect((await serverCopy(request, session, uploadedId)).certifications).toEqual([
    expect.objectContaining({
      certification_name: 'Data Engineering track certificate',
      url: verifyUrl,
    }),
  ]);
});
