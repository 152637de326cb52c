/**
 * THE client sync engine (contract in ./README.md). Every offline write of every
 * feature goes through `write`: the local document change and the outbox append commit in one
 * Dexie transaction. One tab per browser sends (it holds a Web Lock for as long as it lives;
 * the others ask it over a BroadcastChannel); every tab reads the same outbox, so status is the
 * same everywhere. Results: applied → the row goes and the document's known version advances;
 * conflict → rebase field by field (server-only fields taken, user-only fields re-sent, fields
 * both changed kept as a conflict for the user); refused → "Needs attention", kept; passing
 * failures → exponential backoff with full jitter, honouring Retry-After.
 *
 * Platform pieces (the transport, Web Locks, BroadcastChannel, timers, randomness) are injected
 * so the engine runs the same in the browser and in Node tests.
 */
import type { Table } from 'dexie';
import {
  outboxRowSchema,
  type OutboxRow,
  type SyncDocumentRow,
  type SyncMetaRow,
} from '../../../common/sync/outbox-row-schema.ts';
import type {
  ServerCopy,
  SyncBatchRequest,
  SyncBatchResponse,
  SyncResult,
} from '../../../common/sync/sync-schema.ts';
import type { NyraDatabase } from '../db.ts';
import { classifySyncResults } from './classify-sync-results.ts';
import { computeBackoffMs } from './compute-backoff-ms.ts';
import { documentKey, pickSendableRows } from './pick-sendable-rows.ts';
import { rebaseRows } from './rebase-rows.ts';
import { SenderLeadership, type LockManagerLike } from './sender-leadership.ts';
import {
  SYNC_AFTER_WRITE_DELAY_MS,
  SYNC_BACKOFF_BASE_MS,
  SYNC_BACKOFF_CAP_MS,
  SYNC_MAX_BATCHES_PER_FLUSH,
} from './sync-constants.ts';
import type { SyncDocumentType, SyncFields } from './sync-document-type.ts';
import { SyncSendError } from './sync-send-error.ts';

export type { LockManagerLike } from './sender-leadership.ts';

/** One file upload: the row's file, as multipart, to its document type's route. */
export interface SyncFileRequest {
  /** The outbox row's id. */
  id: string;
  /** Under /api (the document type's `upload.path`). */
  path: string;
  /** The form field of the file. */
  field: string;
  blob: Blob;
  name: string;
}

export interface SyncEngineDeps {
  db: NyraDatabase;
  /** Sends one batch; throws SyncSendError (or anything: treated as a passing failure). */
  send: (request: SyncBatchRequest) => Promise<SyncBatchResponse>;
  /**
   * Uploads one file row, reporting progress (0 to 1); resolves with the server's answer, throws
   * like `send`. Without it, file rows wait.
   */
  sendFile?: (request: SyncFileRequest, onProgress: (progress: number) => void) => Promise<unknown>;
  /** The signed-in owner now, or null: only their rows are ever sent. */
  currentOwner: () => string | null;
  locks?: LockManagerLike | undefined;
  /** Opens the cross-tab channel (default: BroadcastChannel when the platform has it). */
  openChannel?: (() => BroadcastChannel) | undefined;
  random?: () => number;
  now?: () => number;
  afterWriteDelayMs?: number;
  /** Backoff bounds (default SYNC_BACKOFF_BASE_MS / SYNC_BACKOFF_CAP_MS); tests shrink them. */
  backoffBaseMs?: number;
  backoffCapMs?: number;
}

export interface SyncWrite {
  owner: string;
  docType: string;
  docId: string;
  op: string;
  payload: SyncFields;
  /** Tables `apply` writes; they join the transaction of the outbox append. */
  tables?: Table[];
  /** The local document change. */
  apply?: () => Promise<void>;
  /**
   * The payload's fields replace the same fields of this document's earlier rows of the same
   * operation that no request has carried yet (a row left empty goes): a burst of typing
   * travels once, with its newest value.
   */
  coalesce?: boolean;
  /**
   * A file payload (kept in IndexedDB with the row): the row is sent alone, as the multipart
   * upload its document type describes (`SyncDocumentType.upload`), never in a JSON batch.
   */
  file?: { blob: Blob; name: string };
}

/** The wire form of an outbox row (common/sync/sync-schema.ts). */
function toWire(row: OutboxRow): SyncBatchRequest['mutations'][number] {
  return {
    id: row.id,
    client_id: row.clientId,
    seq: row.seq,
    doc_type: row.docType,
    doc_id: row.docId,
    op: row.op,
    payload: row.payload,
    base_version: row.baseVersion,
  };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function isValidOutboxRow(row: OutboxRow): boolean {
  return outboxRowSchema.safeParse(row).success;
}

export class SyncEngine {
  private readonly types = new Map<string, SyncDocumentType>();
  private readonly pulls = new Set<(owner: string) => Promise<void>>();
  private readonly leadership: SenderLeadership;
  private flushing: Promise<void> | undefined;
  private flushAgain = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private notBeforeMs = 0;
  private failuresInRow = 0;
  private stopped = false;

  constructor(private readonly deps: SyncEngineDeps) {
    this.leadership = new SenderLeadership({
      locks: deps.locks,
      openChannel: deps.openChannel,
      onLead: () => this.requestFlush(0, true),
      onFlushAsked: () => this.requestFlush(0),
    });
  }

  private get leader(): boolean {
    return this.leadership.isLeader;
  }

  private get db(): NyraDatabase {
    return this.deps.db;
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** Describes a document type; a feature calls this once at start-up. */
  registerType(type: SyncDocumentType): void {
    this.types.set(type.type, type);
  }

  /** Adds a refresh from the server that runs after a flush that emptied the queue. */
  registerPull(pull: (owner: string) => Promise<void>): () => void {
    this.pulls.add(pull);
    return () => this.pulls.delete(pull);
  }

  /** Joins the tabs: competes for the sender lock and listens for flush requests. */
  start(): void {
    this.stopped = false;
    this.leadership.start();
  }

  /** Leaves: gives the lock to another tab (or to a reloaded engine in tests). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.leadership.stop();
    await this.flushing?.catch(() => {});
  }

  get isSender(): boolean {
    return this.leader;
  }

  /**
   * Saves a change: the local document change (`apply`) and the outbox row commit together.
   * Resolves once both are in IndexedDB; the send happens shortly after.
   */
  async write(change: SyncWrite): Promise<OutboxRow> {
    const { db } = this;
    const row = await db.transaction(
      'rw',
      [db.syncOutbox, db.syncMeta, db.syncDocuments, ...(change.tables ?? [])],
      async () => {
        await change.apply?.();
        if (change.coalesce) await this.coalesce(change);
        const meta: SyncMetaRow = (await db.syncMeta.get('client')) ?? {
          key: 'client',
          clientId: crypto.randomUUID(),
          nextSeq: 0,
        };
        await db.syncMeta.put({ ...meta, nextSeq: meta.nextSeq + 1 });
        const known = await db.syncDocuments.get([change.owner, change.docType, change.docId]);
        const outboxRow: OutboxRow = {
          id: crypto.randomUUID(),
          owner: change.owner,
          clientId: meta.clientId,
          seq: meta.nextSeq,
          docType: change.docType,
          docId: change.docId,
          op: change.op,
          payload: change.payload,
          baseVersion: known?.version ?? 0,
          createdAt: this.now(),
          attempts: 0,
          state: 'pending',
          ...(change.file ? { file: change.file } : {}),
        };
        await db.syncOutbox.add(outboxRow);
        return outboxRow;
      },
    );
    this.requestFlush(this.deps.afterWriteDelayMs ?? SYNC_AFTER_WRITE_DELAY_MS);
    return row;
  }

  /** See SyncWrite.coalesce; runs inside write's transaction. */
  private async coalesce(change: SyncWrite): Promise<void> {
    const names = Object.keys(change.payload);
    await this.db.syncOutbox
      .where('[owner+docType+docId]')
      .equals([change.owner, change.docType, change.docId])
      .modify((row: OutboxRow, ref) => {
        if (row.state !== 'pending' || row.op !== change.op || row.sent) return;
        if (!names.some((name) => name in row.payload)) return;
        const payload = { ...row.payload };
        for (const name of names) delete payload[name];
        // Dexie deletes the row when the callback deletes `value`.
        if (Object.keys(payload).length === 0) delete (ref as { value?: OutboxRow }).value;
        else row.payload = payload;
      });
  }

  /**
   * Asks for a send: the sending tab flushes after `delayMs`; another tab forwards the request.
   * `force` ignores the backoff (the network came back, the user signed in).
   */
  requestFlush(delayMs = 0, force = false): void {
    if (this.stopped) return;
    if (!this.leader) {
      this.leadership.askLeaderToFlush();
      return;
    }
    if (force) this.notBeforeMs = 0;
    const wait = Math.max(delayMs, this.notBeforeMs - this.now());
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      // A page going away closes the database under a running flush: nothing to do then.
      this.flush().catch((error: unknown) => console.info('Sync flush stopped', error));
    }, wait);
  }

  /** Sends everything sendable now (sending tab only); resolves when this round is over. */
  flush(): Promise<void> {
    if (!this.leader || this.stopped) return Promise.resolve();
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      try {
        do {
          this.flushAgain = false;
          await this.flushOnce();
        } while (this.flushAgain && !this.stopped);
      } finally {
        this.flushing = undefined;
      }
    })();
    return this.flushing;
  }

  /**
   * Reads the next batch and marks it `sending` in ONE transaction: a write that coalesces into
   * a pending row cannot slip in between, so what is sent is exactly what is marked as sent
   * (read and mark apart, a row merged away in between was still sent, and its effect on the
   * server was then unknown to this device: a false conflict with its own write).
   *
   * Only IndexedDB requests are awaited inside: awaiting anything else (an async helper's own
   * promise) lets IndexedDB commit the transaction early in a real browser (Dexie's
   * PrematureCommitError), which stopped every flush; fake-indexeddb in Node does not show it.
   */
  private takeForSending(
    owner: string,
    { onlyId, files = false }: { onlyId?: string; files?: boolean } = {},
  ): Promise<OutboxRow[]> {
    const { db } = this;
    return db.transaction('rw', db.syncOutbox, () =>
      this.ownerRowsQuery(owner)
        .toArray()
        .then((all) => {
          // File rows travel alone (one upload each); JSON rows in batches.
          const kind = all.filter((row) => isValidOutboxRow(row) && Boolean(row.file) === files);
          const picked = pickSendableRows(kind).filter(
            (row) => onlyId === undefined || row.id === onlyId,
          );
          const rows = files ? picked.slice(0, 1) : picked;
          const taken = rows.map((row) => ({ ...row, state: 'sending' as const, sent: true }));
          if (taken.length === 0) return taken;
          return db.syncOutbox
            .bulkUpdate(
              rows.map((row) => ({
                key: row.id,
                changes: { state: 'sending' as const, sent: true },
              })),
            )
            .then(() => taken);
        }),
    );
  }

  private ownerRowsQuery(owner: string) {
    return this.db.syncOutbox.where('[owner+seq]').between([owner, -Infinity], [owner, Infinity]);
  }

  /** The owner's outbox in this device's order; rows that fail validation are skipped. */
  async ownerRows(owner: string): Promise<OutboxRow[]> {
    return (await this.ownerRowsQuery(owner).toArray()).filter(isValidOutboxRow);
  }

  private async flushOnce(): Promise<void> {
    for (let round = 0; round < SYNC_MAX_BATCHES_PER_FLUSH; round += 1) {
      const owner = this.deps.currentOwner();
      if (!owner || this.stopped) return;
      if (this.now() < this.notBeforeMs) {
        this.requestFlush(0);
        return;
      }
      const batch = await this.takeForSending(owner);
      if (batch.length === 0) {
        // Edits first (small, and what the user is looking at), then files one by one.
        const [file] = await this.takeForSending(owner, { files: true });
        if (!file) {
          await this.runPulls(owner);
          return;
        }
        if (this.deps.currentOwner() !== owner || !(await this.upload(file))) return;
        continue;
      }
      // Checked again right before the send (the transport signs with the session of this very
      // moment): if another user signed in while the rows were read, they wait for their owner.
      // The session subscription flushes again for the new owner.
      if (this.deps.currentOwner() !== owner) return;
      let response: SyncBatchResponse;
      try {
        response = await this.deps.send({
          mutations: batch.map(toWire),
        });
      } catch (error) {
        await this.onRequestFailed(batch, error);
        return;
      }
      this.failuresInRow = 0;
      await this.onResults(owner, batch, response.results);
    }
    this.requestFlush(0);
  }

  /**
   * Refreshes the cached server data. A refresh that failed (offline, a timeout, a busy server)
   * is tried again with the send backoff: otherwise a device that sends nothing would keep stale
   * progress until its next write.
   */
  private async runPulls(owner: string): Promise<void> {
    let failed = false;
    await Promise.all(
      [...this.pulls].map((pull) =>
        pull(owner).catch((error: unknown) => {
          failed = true;
          console.info('Sync refresh failed', error);
        }),
      ),
    );
    if (failed && !this.stopped) this.backOff();
    else if (!failed) this.failuresInRow = 0;
  }

  private async onRequestFailed(batch: OutboxRow[], error: unknown): Promise<void> {
    const sendError =
      error instanceof SyncSendError
        ? error
        : new SyncSendError('retry', error instanceof Error ? error.message : String(error));
    if (sendError.kind === 'refused' && batch.length > 1) {
      // One bad mutation must not hold back the rest: send one at a time to find it.
      await this.db.syncOutbox.bulkUpdate(
        batch.map((row) => ({ key: row.id, changes: { state: 'pending' as const, sent: false } })),
      );
      await this.sendOneByOne(batch);
      return;
    }
    if (sendError.kind === 'refused') {
      await this.db.syncOutbox.bulkUpdate(
        batch.map((row) => ({
          key: row.id,
          changes: { state: 'needs-attention' as const, error: sendError.message, sent: false },
        })),
      );
      return;
    }
    await this.db.syncOutbox.bulkUpdate(
      batch.map((row) => ({
        key: row.id,
        changes: { state: 'pending' as const, attempts: row.attempts + 1 },
      })),
    );
    this.backOff(sendError.retryAfterMs);
  }

  private async sendOneByOne(batch: OutboxRow[]): Promise<void> {
    for (const row of batch) {
      const owner = this.deps.currentOwner();
      if (owner !== row.owner || this.stopped) return;
      const [fresh] = await this.takeForSending(owner, { onlyId: row.id });
      if (!fresh) continue;
      if (this.deps.currentOwner() !== owner) return;
      try {
        const response = await this.deps.send({
          mutations: [toWire(fresh)],
        });
        await this.onResults(owner, [fresh], response.results);
      } catch (error) {
        await this.onRequestFailed([fresh], error);
        if (!(error instanceof SyncSendError) || error.kind !== 'refused') return;
      }
    }
  }

  /**
   * Sends one file row (taken for sending) as its document type's multipart upload, reporting
   * progress. Accepted → the row goes; refused → "Needs attention" with the server's reason (the
   * file stays until the user removes it); a passing failure → pending, after the backoff.
   * Resolves whether the flush may go on.
   */
  private async upload(row: OutboxRow): Promise<boolean> {
    const upload = this.typeOf(row.docType).upload;
    if (!upload || !row.file || !this.deps.sendFile) {
      // Not describable yet (no type or transport in this build): it waits, untouched.
      await this.db.syncOutbox.update(row.id, { state: 'pending', sent: false });
      return false;
    }
    upload.onProgress?.(row, 0);
    let answer: unknown;
    try {
      answer = await this.deps.sendFile(
        { id: row.id, path: upload.path, field: upload.field, ...row.file },
        (progress) => upload.onProgress?.(row, progress),
      );
    } catch (error) {
      upload.onProgress?.(row, null);
      await this.onRequestFailed([row], error);
      return false;
    }
    this.failuresInRow = 0;
    await this.db.syncOutbox.delete(row.id);
    upload.onProgress?.(row, null);
    try {
      await upload.onUploaded?.(row, answer);
    } catch (error) {
      console.warn('After an upload', error);
    }
    return true;
  }

  /**
   * The user's own upload: sends now (ignoring the backoff; the sending tab only, another tab is
   * asked to) and says what became of the row: sent, refused (with the server's reason), or still
   * waiting (offline, another tab sends, or a passing failure).
   */
  async sendNow(mutationId: string): Promise<'sent' | 'waiting' | { refused: string }> {
    if (this.leader && !this.stopped) {
      this.notBeforeMs = 0;
      await this.flush();
    } else this.requestFlush(0, true);
    const row = await this.db.syncOutbox.get(mutationId);
    if (!row) return 'sent';
    if (row.state === 'needs-attention') {
      return { refused: row.error ?? 'The server could not accept this file.' };
    }
    return 'waiting';
  }

  /** Files of `owner` and `docType` not uploaded yet, oldest first (a refusal's reason as `error`). */
  async waitingFiles(
    owner: string,
    docType: string,
  ): Promise<Array<{ id: string; name: string; error: string | null }>> {
    return (await this.ownerRows(owner)).flatMap((row) =>
      row.file && row.docType === docType
        ? [{ id: row.id, name: row.file.name, error: row.error ?? null }]
        : [],
    );
  }

  /**
   * The user removed a file waiting to be uploaded (or refused). Only file rows: an edit is never
   * dropped this way.
   */
  async discardFile(mutationId: string): Promise<void> {
    const { db } = this;
    await db.transaction('rw', db.syncOutbox, async () => {
      const row = await db.syncOutbox.get(mutationId);
      if (row?.file && row.state !== 'sending') await db.syncOutbox.delete(mutationId);
    });
  }

  /** Waits before the next send (see compute-backoff-ms.ts), at least Retry-After. */
  private backOff(retryAfterMs?: number): void {
    this.failuresInRow += 1;
    const waitMs = computeBackoffMs({
      failuresInRow: this.failuresInRow,
      baseMs: this.deps.backoffBaseMs ?? SYNC_BACKOFF_BASE_MS,
      capMs: this.deps.backoffCapMs ?? SYNC_BACKOFF_CAP_MS,
      random: this.deps.random ?? Math.random,
      retryAfterMs,
    });
    this.notBeforeMs = this.now() + waitMs;
    this.requestFlush(0);
  }

  /** Writes down what the server's answers mean (classify-sync-results.ts). */
  private async onResults(owner: string, batch: OutboxRow[], results: SyncResult[]): Promise<void> {
    const outcome = classifySyncResults(batch, results);
    const { syncOutbox } = this.db;
    // No answer: the server may have applied it, so it goes again unchanged (still marked sent).
    for (const row of outcome.unanswered) await syncOutbox.update(row.id, { state: 'pending' });
    for (const row of outcome.skipped) {
      await syncOutbox.update(row.id, { state: 'pending', sent: false });
    }
    for (const row of outcome.retry) {
      await syncOutbox.update(row.id, {
        state: 'pending',
        attempts: row.attempts + 1,
        sent: false,
      });
    }
    // One answer with passing refusals is one failure, however many rows it refused.
    if (outcome.retry.length > 0) this.backOff();
    for (const { row, message } of outcome.refused) {
      await syncOutbox.update(row.id, { state: 'needs-attention', error: message, sent: false });
    }
    await this.onApplied(owner, outcome.applied);
    for (const { row, current } of outcome.conflicts) await this.rebase(owner, row, current);
  }

  private typeOf(docType: string): SyncDocumentType {
    return this.types.get(docType) ?? { type: docType };
  }

  private reduce(type: SyncDocumentType, fields: SyncFields, row: OutboxRow): SyncFields {
    return type.reduce ? type.reduce(fields, row.op, row.payload) : { ...fields, ...row.payload };
  }

  /**
   * Records a batch's applied mutations in ONE Dexie transaction (a transaction per row made
   * draining a long outbox cost a commit per mutation), in the batch's order. The re-basing of a
   * document's later rows happens once per document, after its last applied row (per row, a
   * long queue of one document's edits cost rows² IndexedDB writes: 500 edits of one resume
   * took seconds).
   */
  private async onApplied(
    owner: string,
    applied: Array<{ row: OutboxRow; version: number }>,
  ): Promise<void> {
    if (applied.length === 0) return;
    const { db } = this;
    await db.transaction('rw', [db.syncOutbox, db.syncDocuments], async () => {
      const last = new Map<
        string,
        { key: [string, string, string]; seq: number; version: number }
      >();
      for (const { row, version } of applied) {
        const known = await this.recordApplied(owner, row, version);
        const key: [string, string, string] = [owner, row.docType, row.docId];
        const before = last.get(documentKey(row.docType, row.docId));
        last.set(documentKey(row.docType, row.docId), {
          key,
          seq: Math.max(row.seq, before?.seq ?? -Infinity),
          version: Math.max(known, before?.version ?? 0),
        });
      }
      // Later changes of each document were made on top of these: their base is now `version`.
      for (const { key, seq, version } of last.values()) {
        await db.syncOutbox
          .where('[owner+docType+docId]')
          .equals(key)
          .modify((later: OutboxRow) => {
            if (later.seq > seq && later.baseVersion < version) later.baseVersion = version;
          });
      }
    });
  }

  /**
   * One applied mutation, inside onApplied's transaction (onApplied re-bases the later rows on the
   * version returned here). When the server's version moved by more than this one write, another
   * device changed the document in between and this device has not seen what: it keeps its
   * older known version (with its own change folded in), so its next write is checked against
   * that and the unseen change comes back as a conflict to rebase, instead of being overwritten
   * by a write that looks current.
   */
  private async recordApplied(owner: string, row: OutboxRow, version: number): Promise<number> {
    const { db } = this;
    const type = this.typeOf(row.docType);
    const key: [string, string, string] = [owner, row.docType, row.docId];
    const known = await db.syncDocuments.get(key);
    const fields = this.reduce(type, known?.fields ?? {}, row);
    let knownVersion = known?.version ?? version;
    if (!known || version >= known.version) {
      const unseenChange = known !== undefined && known.version > 0 && version > known.version + 1;
      knownVersion = unseenChange ? known.version : version;
      await db.syncDocuments.put({
        owner,
        docType: row.docType,
        docId: row.docId,
        version: knownVersion,
        fields,
      });
    }
    await db.syncOutbox.delete(row.id);
    return knownVersion;
  }

  /**
   * The server copy moved on since `row`'s base. Every unsent change of this document is replayed
   * on top of it: fields only the server changed are taken into the local document, fields only
   * this device changed are re-sent against the new version, fields both changed (to different
   * values) become a conflict the user resolves. Nothing is dropped without the user.
   */
  private async rebase(owner: string, first: OutboxRow, current: ServerCopy): Promise<void> {
    const { db } = this;
    const type = this.typeOf(first.docType);
    const key: [string, string, string] = [owner, first.docType, first.docId];
    await db.transaction(
      'rw',
      [db.syncOutbox, db.syncDocuments, ...(type.tables?.(db) ?? [])],
      async () => {
        const known = await db.syncDocuments.get(key);
        const rows = (await db.syncOutbox.where('[owner+docType+docId]').equals(key).toArray())
          .filter((row) => row.state !== 'needs-attention')
          .sort((a, b) => a.seq - b.seq);
        // The server answered for this document: none of its rows after the first applied (rows
        // are sent in order, and a row that did not apply blocks the later ones).
        const merged = rebaseRows({
          rows,
          base: known?.fields,
          current,
          same: (field, a, b) => (type.sameValue ? type.sameValue(field, a, b) : sameJson(a, b)),
          commutativeOps: new Set(type.commutativeOps ?? []),
        });
        const rebased = { baseVersion: current.version, sent: false };
        for (const row of merged.rows) {
          if (row.kind === 'drop') await db.syncOutbox.delete(row.id);
          else if (row.kind === 'resend-as-is') {
            await db.syncOutbox.update(row.id, { ...rebased, state: 'pending' });
          } else if (row.kind === 'resend') {
            await db.syncOutbox.update(row.id, {
              ...rebased,
              state: 'pending',
              payload: row.payload,
            });
          } else {
            await db.syncOutbox.update(row.id, {
              ...rebased,
              state: 'conflict',
              payload: row.payload,
              conflict: { serverVersion: current.version, fields: row.fields },
            });
          }
        }
        if (Object.keys(merged.serverOnly).length > 0) {
          await type.applyServerFields?.(db, owner, first.docId, merged.serverOnly);
        }
        await db.syncDocuments.put({
          owner,
          docType: first.docType,
          docId: first.docId,
          version: current.version,
          fields: current.fields,
        });
      },
    );
  }

  /**
   * The user decided a conflict: per field, keep theirs ("mine", sent against the server's
   * version) or take the server's (written into the local document).
   */
  async resolveConflict(
    mutationId: string,
    choices: Record<string, 'mine' | 'server'>,
  ): Promise<void> {
    const { db } = this;
    const row = await db.syncOutbox.get(mutationId);
    if (!row?.conflict) return;
    const type = this.typeOf(row.docType);
    await db.transaction('rw', [db.syncOutbox, ...(type.tables?.(db) ?? [])], async () => {
      const payload = { ...row.payload };
      const taken: SyncFields = {};
      for (const [field, values] of Object.entries(row.conflict!.fields)) {
        if ((choices[field] ?? 'mine') === 'server') {
          delete payload[field];
          taken[field] = values.server;
        }
      }
      if (Object.keys(taken).length > 0)
        await type.applyServerFields?.(db, row.owner, row.docId, taken);
      if (Object.keys(payload).length === 0) {
        await db.syncOutbox.delete(row.id);
        return;
      }
      await db.syncOutbox.update(row.id, {
        state: 'pending',
        payload,
        baseVersion: row.conflict!.serverVersion,
        conflict: undefined,
      });
    });
    this.requestFlush(0, true);
  }

  /** The user asked to try a change that needs attention again. */
  async retry(mutationId: string): Promise<void> {
    await this.db.syncOutbox.update(mutationId, { state: 'pending', error: undefined });
    this.requestFlush(0, true);
  }

  /**
   * Server copies read by a feature (e.g. after sign-in): documents with no unsent change take
   * them (local document and known version); documents with unsent changes keep theirs, and the
   * next send rebases them.
   */
  async receiveServerCopies(
    owner: string,
    docType: string,
    copies: Array<{ docId: string } & ServerCopy>,
  ): Promise<void> {
    const { db } = this;
    const type = this.typeOf(docType);
    await db.transaction(
      'rw',
      [db.syncOutbox, db.syncDocuments, ...(type.tables?.(db) ?? [])],
      async () => {
        const busy = new Set(
          (await this.ownerRows(owner)).filter((r) => r.docType === docType).map((r) => r.docId),
        );
        for (const copy of copies) {
          if (busy.has(copy.docId)) continue;
          const known = await db.syncDocuments.get([owner, docType, copy.docId]);
          if (known && known.version > copy.version) continue;
          await type.applyServerFields?.(db, owner, copy.docId, copy.fields);
          const row: SyncDocumentRow = {
            owner,
            docType,
            docId: copy.docId,
            version: copy.version,
            fields: copy.fields,
          };
          await db.syncDocuments.put(row);
        }
      },
    );
  }

  /**
   * The server version this device knows of each document (absent when none is known), so a
   * feature merging a copy it fetched can tell a copy older than a write this device already had
   * answered. Reads `syncDocuments`: a caller inside a transaction includes that table.
   */
  async knownVersions(
    owner: string,
    docs: ReadonlyArray<{ docType: string; docId: string }>,
  ): Promise<Map<string, number>> {
    const rows = await this.db.syncDocuments.bulkGet(
      docs.map(({ docType, docId }) => [owner, docType, docId] as [string, string, string]),
    );
    const versions = new Map<string, number>();
    for (const row of rows) if (row) versions.set(row.docId, row.version);
    return versions;
  }

  /**
   * Runs `clear` (a feature's sign-out cleanup of its local copies) in one transaction with the
   * feature's `tables` and the outbox, told which documents of `docType` still have changes the
   * server has not accepted: those must stay, or a sign-out would lose them (the next sign-in of
   * their owner sends them). Features never read the engine's tables themselves.
   */
  async clearKeepingUnsent(
    docType: string,
    tables: Table[],
    clear: (isUnsent: (owner: string, docId: string) => boolean) => Promise<void>,
  ): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.syncOutbox, ...tables], async () => {
      const unsent = new Set(
        (await db.syncOutbox.toArray())
          .filter((row) => row.docType === docType)
          .map((row) => `${row.owner}\u0000${row.docId}`),
      );
      await clear((owner, docId) => unsent.has(`${owner}\u0000${docId}`));
    });
  }

  /**
   * The engine's tables, for a feature's transaction that merges fetched server data with
   * `unsentDocIds` and `knownVersions` (read in the same transaction, so a write answered
   * meanwhile cannot slip between the read and the merge).
   */
  get tables(): Table[] {
    return [this.db.syncOutbox, this.db.syncDocuments];
  }

  /** This device's client id (a field history's "this device"); undefined before its first write. */
  async clientId(): Promise<string | undefined> {
    return (await this.db.syncMeta.get('client'))?.clientId;
  }

  /** Ids of the owner's documents of `docType` with changes the server has not accepted yet. */
  async unsentDocIds(owner: string, docType: string): Promise<Set<string>> {
    return new Set(
      (await this.ownerRows(owner)).filter((row) => row.docType === docType).map((r) => r.docId),
    );
  }

  /**
   * Documents of `owner` with changes the server has not accepted yet (for the sign-out
   * warning): opening and then completing a lesson is one changed lesson, not two.
   */
  async countPending(owner: string): Promise<number> {
    const rows = await this.db.syncOutbox
      .where('[owner+seq]')
      .between([owner, -Infinity], [owner, Infinity])
      .toArray();
    return new Set(rows.map((row) => documentKey(row.docType, row.docId))).size;
  }
}
