import { describe, expect, it } from 'vitest';
import { RESUME_FILE_DOC_TYPE } from '@/common/resume/resume-upload-schema.ts';
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import { readUnsentChanges } from './read-unsent-changes.ts';

const row = (overrides: Partial<OutboxRow>): OutboxRow => ({
  id: crypto.randomUUID(),
  owner: 'ada@nyra.test',
  clientId: 'device',
  seq: 0,
  docType: 'resume',
  docId: 'r1',
  op: 'update',
  payload: {},
  baseVersion: 1,
  createdAt: 0,
  attempts: 0,
  state: 'pending',
  ...overrides,
});

describe('readUnsentChanges', () => {
  it('reads unsent résumé fields, and not a résumé file waiting to be uploaded', () => {
    const unsent = readUnsentChanges([
      row({ payload: { city: 'Abuja' } }),
      row({
        docType: RESUME_FILE_DOC_TYPE,
        docId: 'upload-1',
        op: 'upload',
        file: { blob: new Blob(['%PDF']), name: 'cv.pdf' },
      }),
    ]);
    expect([...unsent.fields.keys()]).toEqual(['r1']);
    expect([...(unsent.fields.get('r1') ?? [])]).toEqual(['city']);
  });
});
