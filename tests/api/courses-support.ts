/**
 * Helpers for the course API tests: real sign-ins through the registry harness (with an admin
 * listed in ADMIN_EMAILS) and byte-exact test files, so upload checks are exercised by content.
 */
import { bearer, createRegistryHarness, type RegistryHarness } from './registry-harness.ts';
import { buildPdf } from '../support/build-pdf.ts';
import type { TestDatabaseKind } from '../support/test-databases.ts';

export const ADMIN_EMAIL = 'admin@nyra.test';
export const LEARNER_EMAIL = 'learner@nyra.test';
export const OTHER_LEARNER_EMAIL = 'other@nyra.test';

export interface CoursesHarness {
  h: RegistryHarness;
  adminToken: string;
  learnerToken: string;
  otherToken: string;
}

export async function createCoursesHarness(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  options: { pgliteDataDir?: string } = {},
): Promise<CoursesHarness> {
  const h = await createRegistryHarness(kind, {
    env: { ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMIT_SCALE: '100', ...env },
    ...options,
  });
  const admin = await h.signIn(ADMIN_EMAIL, 'Ada');
  const learner = await h.signIn(LEARNER_EMAIL, 'Lin');
  const other = await h.signIn(OTHER_LEARNER_EMAIL, 'Omar');
  return {
    h,
    adminToken: admin.access_token,
    learnerToken: learner.access_token,
    otherToken: other.access_token,
  };
}

/** The first bytes of a real MP4 (ftyp box, isom brand) followed by filler. */
export function mp4Bytes(totalBytes: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(totalBytes);
  const header = [
    0,
    0,
    0,
    0x20,
    ...Buffer.from('ftypisom'),
    0,
    0,
    2,
    0,
    ...Buffer.from('isomiso2avc1mp41'),
  ];
  bytes.set(header);
  for (let i = header.length; i < totalBytes; i += 1) bytes[i] = i % 251;
  return bytes;
}

/** A real one-page PDF (it opens in pdf.js) of exactly the requested size. */
export function validPdfBytes(totalBytes: number): Uint8Array<ArrayBuffer> {
  return buildPdf({ totalBytes });
}

/** A PDF header plus filler of the requested size: passes the content sniff, but is no PDF. */
export function pdfBytes(totalBytes: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(totalBytes).fill(0x20);
  bytes.set(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'));
  return bytes;
}

export function formWith(
  field: string,
  bytes: Uint8Array<ArrayBuffer>,
  fileName: string,
  type: string,
): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), fileName);
  return form;
}

export async function postForm(
  h: RegistryHarness,
  path: string,
  form: FormData,
  token: string,
): Promise<Response> {
  return h.t.app.request(path, { method: 'POST', body: form, headers: bearer(token) });
}

export async function postJson(
  h: RegistryHarness,
  path: string,
  body: unknown,
  token: string,
): Promise<Response> {
  return h.post(path, body, { headers: bearer(token) });
}

export async function getJson(h: RegistryHarness, path: string, token: string): Promise<Response> {
  return h.get(path, { headers: bearer(token) });
}
