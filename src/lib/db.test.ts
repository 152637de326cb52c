/**
 * Stored data is versioned: a résumé cached before issue 32 (Dexie version 10, no projects or
 * certifications) opens after the upgrade with both lists empty, its other fields untouched; résumé
 * files waiting in the old upload queue (version 12) become the sync engine's file rows
 * (version 13), with their file, order and refusal, so nothing chosen offline is lost.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { RESUME_FILE_DOC_TYPE } from '@/common/resume/resume-upload-schema.ts';
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import { openNyraDatabase } from './db.ts';

describe('openNyraDatabase', () => {
  it('gives résumés cached before version 11 empty projects and certifications', async () => {
    const name = `nyra-upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(10).stores({ resumeDetails: 'key, owner' });
    await old.table('resumeDetails').put({
      key: 'ada@example.com:r1',
      owner: 'ada@example.com',
      resumeId: 'r1',
      details: { learner_name: 'Ada', skills: [{ skill_name: 'SQL' }] },
      fetchedAt: '2026-11-01T00:00:00.000Z',
    });
    old.close();

    const upgraded = openNyraDatabase(name);
    const row = (await upgraded.table('resumeDetails').get('ada@example.com:r1')) as {
      details: Record<string, unknown>;
    };
    expect(row.details).toEqual({
      learner_name: 'Ada',
      skills: [{ skill_name: 'SQL' }],
      projects: [],
      certifications: [],
    });
    upgraded.close();
  });

  it('moves files waiting in the version 12 upload queue into the sync outbox', async () => {
    const name = `nyra-upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(12).stores({
      syncOutbox: 'id, [owner+seq], [owner+docType+docId], [owner+state]',
      syncMeta: 'key',
      resumeUploads: 'id, owner, createdAt',
    });
    await old.table('syncMeta').put({ key: 'client', clientId: 'device-1', nextSeq: 7 });
    await old.table('resumeUploads').bulkPut([
      {
        id: 'u-2',
        owner: 'ada@example.com',
        fileName: 'second.docx',
        file: new Blob(['docx bytes']),
        createdAt: '2026-11-02T00:00:00.000Z',
        error: 'Your resume is larger than 5 MB. Please upload a smaller file.',
      },
      {
        id: 'u-1',
        owner: 'ada@example.com',
        fileName: 'first.pdf',
        file: new Blob(['%PDF first']),
        createdAt: '2026-11-01T00:00:00.000Z',
        error: null,
      },
    ]);
    old.close();

    const upgraded = openNyraDatabase(name);
    const rows = (await upgraded.table('syncOutbox').toArray()) as OutboxRow[];
    rows.sort((a, b) => a.seq - b.seq);
    expect(rows.map(({ file, ...row }) => ({ ...row, fileName: file?.name }))).toEqual([
      {
        id: 'u-1',
        owner: 'ada@example.com',
        clientId: 'device-1',
        seq: 7,
        docType: RESUME_FILE_DOC_TYPE,
        docId: 'u-1',
        op: 'upload',
        payload: {},
        baseVersion: 0,
        createdAt: Date.parse('2026-11-01T00:00:00.000Z'),
        attempts: 0,
        state: 'pending',
        fileName: 'first.pdf',
      },
      {
        id: 'u-2',
        owner: 'ada@example.com',
        clientId: 'device-1',
        seq: 8,
        docType: RESUME_FILE_DOC_TYPE,
        docId: 'u-2',
        op: 'upload',
        payload: {},
        baseVersion: 0,
        createdAt: Date.parse('2026-11-02T00:00:00.000Z'),
        attempts: 0,
        state: 'needs-attention',
        error: 'Your resume is larger than 5 MB. Please upload a smaller file.',
        fileName: 'second.docx',
      },
    ]);
    expect(await rows[0]!.file!.blob.text()).toBe('%PDF first');
    expect(await upgraded.table('syncMeta').get('client')).toEqual({
      key: 'client',
      clientId: 'device-1',
      nextSeq: 9,
    });
    expect(upgraded.tables.map((table) => table.name)).not.toContain('resumeUploads');
    upgraded.close();
  });
});
