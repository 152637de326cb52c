/**
 * File payloads on the one sync engine (a résumé chosen offline): the file is kept in IndexedDB
 * with its outbox row, sent alone as a multipart upload (never inside a JSON batch), with its
 * progress reported; a passing failure keeps it for later, a refusal keeps it with the server's
 * reason until the user removes it, and an upload cut off is sent again with its file.
 * IndexedDB is fake-indexeddb; the transports are the test's (they play the network).
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { SyncBatchRequest, SyncBatchResponse } from '@/common/sync/sync-schema.ts';
import { openNyraDatabase, type NyraDatabase } from '../db.ts';
import type { SyncDocumentType } from './sync-document-type.ts';
import type { LockManagerLike } from './sender-leadership.ts';
import { SYNC_FILE_ANSWERS_KEPT } from './sync-constants.ts';
import { SyncEngine } from './sync-engine.ts';
import type { SyncFileRequest } from './upload-file-row.ts';
import { SyncSendError } from './sync-send-error.ts';

const OWNER = 'ada@nyra.test';
const FILE_TYPE = 'test-file';

interface Harness {
  db: NyraDatabase;
  engine: SyncEngine;
  batches: SyncBatchRequest[];
  uploads: Array<SyncFileRequest & { text: string }>;
  progress: Array<number | null>;
  uploaded: Array<{ id: string; answer: unknown }>;
  refused: Array<{ id: string; reason: string }>;
  /** What the next file request meets. */
  network: { offline: boolean; refuse: string | null };
  clock: { now: number };
}

const open: Harness[] = [];

/** Two tabs of one browser: one Web Lock (the first to ask sends) and one channel. */
interface SharedTabs {
  locks: LockManagerLike;
  channel: string;
}

function harness(name = `files-${crypto.randomUUID()}`, shared?: SharedTabs): Harness {
  const db = openNyraDatabase(name);
  const h: Partial<Harness> = {
    db,
    batches: [],
    uploads: [],
    progress: [],
    uploaded: [],
    refused: [],
    network: { offline: false, refuse: null },
    clock: { now: 1_000_000 },
  };
  const fileType: SyncDocumentType = {
    type: FILE_TYPE,
    upload: {
      path: '/resume/upload/',
      field: 'resume_file',
      onProgress: (_row, progress) => h.progress!.push(progress),
      onUploaded: (row, answer) => void h.uploaded!.push({ id: row.id, answer }),
      onRefused: (row, reason) => void h.refused!.push({ id: row.id, reason }),
    },
  };
  const engine = new SyncEngine({
    db,
    locks: shared?.locks,
    openChannel: shared ? () => new BroadcastChannel(shared.channel) : undefined,
    currentOwner: () => OWNER,
    send: async (request): Promise<SyncBatchResponse> => {
      if (h.network!.offline) throw new SyncSendError('retry', 'You are offline.');
      h.batches!.push(request);
      return {
        results: request.mutations.map((m) => ({ id: m.id, status: 'applied', version: 1 })),
      } as SyncBatchResponse;
    },
    sendFile: async (request, onProgress) => {
      if (h.network!.offline) throw new SyncSendError('retry', 'You are offline.');
      if (h.network!.refuse) throw new SyncSendError('refused', h.network!.refuse, 415);
      h.uploads!.push({ ...request, text: await request.blob.text() });
      onProgress(0.5);
      onProgress(1);
      return { resume_id: 'r-1' };
    },
    now: () => h.clock!.now,
    random: () => 0.999,
    backoffBaseMs: 60_000,
    backoffCapMs: 60_000,
    afterWriteDelayMs: 60_000,
  });
  engine.registerType(fileType);
  engine.start();
  h.engine = engine;
  open.push(h as Harness);
  return h as Harness;
}

afterEach(async () => {
  for (const h of open.splice(0)) {
    await h.engine.stop();
    h.db.close();
  }
});

const writeFile = (h: Harness, text = '%PDF-1.7 Ada', name = 'Ada CV.pdf') =>
  h.engine.write({
    owner: OWNER,
    docType: FILE_TYPE,
    docId: crypto.randomUUID(),
    op: 'upload',
    payload: {},
    file: { blob: new Blob([text], { type: 'application/pdf' }), name },
  });

describe('sync engine: file payloads', () => {
  it('keeps a file chosen offline on the device and uploads it when the connection returns', async () => {
    const h = harness();
    h.network.offline = true;
    const row = await writeFile(h);
    await h.engine.flush();
    const kept = (await h.db.syncOutbox.get(row.id)) as OutboxRow;
    expect(kept.state).toBe('pending');
    expect(kept.attempts).toBe(1);
    expect(await kept.file?.blob.text()).toBe('%PDF-1.7 Ada');
    expect(await h.engine.waitingFiles(OWNER, FILE_TYPE)).toEqual([
      { id: row.id, name: 'Ada CV.pdf', error: null },
    ]);
    expect(h.uploads).toEqual([]);
    // The failed attempt showed its start and end.
    expect(h.progress).toEqual([0, null]);

    h.progress.length = 0;
    h.network.offline = false;
    h.clock.now += 60_000;
    await h.engine.flush();
    // The row's id goes with the file: the transport sends it as the Idempotency-Key.
    expect(
      h.uploads.map(({ id, path, field, name, text }) => ({ id, path, field, name, text })),
    ).toEqual([
      {
        id: row.id,
        path: '/resume/upload/',
        field: 'resume_file',
        name: 'Ada CV.pdf',
        text: '%PDF-1.7 Ada',
      },
    ]);
    expect(h.progress).toEqual([0, 0.5, 1, null]);
    expect(h.uploaded).toEqual([{ id: row.id, answer: { resume_id: 'r-1' } }]);
    expect(await h.db.syncOutbox.get(row.id)).toBeUndefined();
    expect(await h.engine.waitingFiles(OWNER, FILE_TYPE)).toEqual([]);
  });

  it('never puts a file row in a JSON batch; edits and files both go', async () => {
    const h = harness();
    const file = await writeFile(h);
    const edit = await h.engine.write({
      owner: OWNER,
      docType: 'note',
      docId: 'n1',
      op: 'set',
      payload: { title: 'Hello' },
    });
    await h.engine.flush();
    expect(h.batches.flatMap((b) => b.mutations.map((m) => m.id))).toEqual([edit.id]);
    expect(h.uploads).toHaveLength(1);
    expect(await h.db.syncOutbox.count()).toBe(0);
    expect(file.file?.name).toBe('Ada CV.pdf');
  });

  it('keeps a refused file with the server reason, sends it no more, and lets the user remove it', async () => {
    const h = harness();
    h.network.refuse = 'Your resume must be a PDF or Word file.';
    const row = await writeFile(h);
    expect(await h.engine.sendNow(row.id)).toEqual({
      refused: 'Your resume must be a PDF or Word file.',
    });
    const kept = (await h.db.syncOutbox.get(row.id)) as OutboxRow;
    expect(kept.state).toBe('needs-attention');
    expect(await kept.file?.blob.text()).toBe('%PDF-1.7 Ada');
    h.network.refuse = null;
    await h.engine.flush();
    expect(h.uploads).toEqual([]);
    expect(await h.engine.waitingFiles(OWNER, FILE_TYPE)).toEqual([
      { id: row.id, name: 'Ada CV.pdf', error: 'Your resume must be a PDF or Word file.' },
    ]);
    await h.engine.discardFile(row.id);
    expect(await h.db.syncOutbox.get(row.id)).toBeUndefined();
  });

  it('tells the document type when the server refuses a file sent in the background', async () => {
    const h = harness();
    h.network.offline = true;
    const row = await writeFile(h);
    await h.engine.flush();
    expect(h.refused).toEqual([]);
    h.network.offline = false;
    h.network.refuse = 'This PDF could not be read.';
    h.clock.now += 60_000;
    await h.engine.flush();
    expect(h.refused).toEqual([{ id: row.id, reason: 'This PDF could not be read.' }]);
    // A passing failure is no refusal: the type hears nothing of it.
    const other = await writeFile(h, 'two', 'two.pdf');
    h.network.refuse = null;
    h.network.offline = true;
    expect(await h.engine.sendNow(other.id)).toBe('waiting');
    expect(h.refused).toHaveLength(1);
  });

  it('sendNow ignores the backoff and says whether the file was sent or waits', async () => {
    const h = harness();
    h.network.offline = true;
    const first = await writeFile(h, 'one', 'one.pdf');
    expect(await h.engine.sendNow(first.id)).toBe('waiting');
    h.network.offline = false;
    // Still inside the backoff of the failure above: the user's own upload does not wait for it.
    expect(await h.engine.sendNow(first.id)).toBe('sent');
    expect(h.uploads.map((u) => u.text)).toEqual(['one']);
  });

  it('lets a screen follow its own file: progress, then the answer, known before the row goes', async () => {
    const h = harness();
    const other = await writeFile(h, 'other', 'other.pdf');
    const mine = await writeFile(h, 'mine', 'mine.pdf');
    const seen: Array<number | null> = [];
    const stop = h.engine.watchFile(mine.id, (progress) => seen.push(progress));
    // The row is gone only after its answer can be read (a live query seeing it gone finds it).
    let answeredBeforeDelete: unknown = 'not deleted';
    const hook = (id: unknown) => {
      if (id === mine.id) answeredBeforeDelete = h.engine.fileAnswer(mine.id);
    };
    h.db.syncOutbox.hook('deleting', hook);
    expect(h.engine.fileAnswer(mine.id)).toBeUndefined();
    expect(await h.engine.sendNow(mine.id)).toBe('sent');
    h.db.syncOutbox.hook('deleting').unsubscribe(hook);
    expect(answeredBeforeDelete).toEqual({ resume_id: 'r-1' });
    // Only this row's progress, not the other file's sent in the same flush.
    expect(seen).toEqual([0, 0.5, 1, null]);
    expect(h.engine.fileAnswer(mine.id)).toEqual({ resume_id: 'r-1' });
    expect(h.engine.fileAnswer(other.id)).toEqual({ resume_id: 'r-1' });
    stop();
    // A failed attempt ends its progress too; no answer then.
    h.network.offline = true;
    const later = await writeFile(h, 'later', 'later.pdf');
    const laterSeen: Array<number | null> = [];
    h.engine.watchFile(later.id, (progress) => laterSeen.push(progress));
    expect(await h.engine.sendNow(later.id)).toBe('waiting');
    expect(laterSeen).toEqual([0, null]);
    expect(h.engine.fileAnswer(later.id)).toBeUndefined();
  });

  it('remembers only the newest answers', async () => {
    const h = harness();
    const rows = [];
    for (let i = 0; i < SYNC_FILE_ANSWERS_KEPT + 2; i += 1) rows.push(await writeFile(h, `f${i}`));
    await h.engine.flush();
    expect(h.uploads).toHaveLength(rows.length);
    expect(h.engine.fileAnswer(rows[0]!.id)).toBeUndefined();
    expect(h.engine.fileAnswer(rows[1]!.id)).toBeUndefined();
    expect(h.engine.fileAnswer(rows[2]!.id)).toEqual({ resume_id: 'r-1' });
    expect(h.engine.fileAnswer(rows.at(-1)!.id)).toEqual({ resume_id: 'r-1' });
  });

  it("tells a tab that queued a file the sending tab's answer", async () => {
    const queue: Array<() => void> = [];
    let held = false;
    // Exclusive: the first tab holds the lock for its lifetime; the next waits in line.
    const locks: LockManagerLike = {
      request: async (_name, callback) => {
        if (held) await new Promise<void>((resolve) => queue.push(resolve));
        held = true;
        try {
          return await callback();
        } finally {
          held = false;
          queue.shift()?.();
        }
      },
    };
    const shared = { locks, channel: `files-${crypto.randomUUID()}` };
    const name = `files-${crypto.randomUUID()}`;
    const sender = harness(name, shared);
    const other = harness(name, shared);
    await expect.poll(() => sender.engine.isSender).toBe(true);
    expect(other.engine.isSender).toBe(false);
    const row = await writeFile(other);
    // Not the sending tab: it asks the sender, which uploads and tells it the answer.
    expect(await other.engine.sendNow(row.id)).toBe('waiting');
    await expect.poll(() => other.engine.fileAnswer(row.id)).toEqual({ resume_id: 'r-1' });
    expect(sender.uploads.map((u) => u.id)).toEqual([row.id]);
    expect(other.uploads).toEqual([]);
  });

  it('does not remove an edit through discardFile', async () => {
    const h = harness();
    h.network.offline = true;
    const edit = await h.engine.write({
      owner: OWNER,
      docType: 'note',
      docId: 'n1',
      op: 'set',
      payload: { title: 'Typed offline' },
    });
    await h.engine.discardFile(edit.id);
    expect(await h.db.syncOutbox.get(edit.id)).toBeDefined();
  });

  it('sends an upload cut off by a reload again, with its file', async () => {
    const name = `files-${crypto.randomUUID()}`;
    const before = harness(name);
    before.network.offline = true;
    const row = await writeFile(before, 'cut off');
    // The page went away mid-upload: the row was taken for sending and no answer came back.
    await before.db.syncOutbox.update(row.id, { state: 'sending', sent: true });
    await before.engine.stop();
    const after = harness(name);
    await after.engine.flush();
    expect(after.uploads.map((u) => u.text)).toEqual(['cut off']);
    expect(await after.db.syncOutbox.count()).toBe(0);
  });
});
