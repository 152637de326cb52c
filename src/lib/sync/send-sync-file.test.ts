/**
 * The file transport sends the outbox row's id as the upload's `Idempotency-Key`, so a file sent
 * again after a lost answer is recognised by the server (docs/api.md, résumé upload) instead of
 * making a second résumé. The request is caught at XMLHttpRequest, the one thing it goes through.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/common/session/session-schema.ts';
import { useSessionStore } from '../session-store.ts';
import { sendSyncFile } from './send-sync-file.ts';

interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

function fakeXhr(sent: SentRequest[], answer: { status: number; body: unknown }) {
  return class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request: SentRequest = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      queueMicrotask(() => this.onload?.());
    }
    abort() {}
  };
}

describe('sendSyncFile', () => {
  beforeEach(() => {
    useSessionStore.setState({ session: { access_token: 'token-1' } as Session });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ session: null });
  });

  it("carries the outbox row's id as the Idempotency-Key, the same on every send", async () => {
    const sent: SentRequest[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr(sent, { status: 201, body: { resume_id: 'r-1' } }));
    const request = {
      id: '7f0c1c9e-3b1a-4d2e-9a55-0e6b8f1d2c3a',
      path: '/resume/upload/',
      field: 'resume_file',
      blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      name: 'Ada CV.pdf',
    };
    expect(await sendSyncFile(request, () => {})).toEqual({ resume_id: 'r-1' });
    expect(await sendSyncFile(request, () => {})).toEqual({ resume_id: 'r-1' });

    expect(sent).toHaveLength(2);
    for (const one of sent) {
      expect(one.method).toBe('POST');
      expect(one.url).toBe('/api/resume/upload/');
      expect(one.headers['Idempotency-Key']).toBe(request.id);
      expect(one.headers.Authorization).toBe('Bearer token-1');
      const form = one.body as FormData;
      expect((form.get('resume_file') as File).name).toBe('Ada CV.pdf');
    }
  });
});
