/**
 * THE client sync engine (contract in ./README.md). Every offline write of every feature goes
 * through `write`: the local document change and the outbox append commit in one Dexie
 * transaction; a file (a résumé chosen offline) is a row carrying the file. One tab per browser
 * sends (sender-leadership.ts); every tab reads the same outbox, so status is the same
 * everywhere.
 *
 * This file wires the concerns, each in its own file: writing (append-outbox-row.ts), leadership
 * (sender-leadership.ts), scheduling and backoff (flush-scheduler.ts), taking a batch
 * (take-for-sending.ts), file uploads (upload-file-row.ts), and result handling
 * (write-down-results.ts → record-applied-rows.ts / rebase-document.ts, write-down-failure.ts),
 * the user's decisions (resolve-conflict-row.ts) and server copies a feature fetched
 * (receive-server-copies.ts).
 *
 * Platform pieces (the transports, Web Locks, BroadcastChannel, timers, randomness) are injected
 * so the engine runs the same in the browser and in Node tests.
 */
import type { Table } from 'dexie';
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { ServerCopy, SyncBatchRequest, SyncBatchResponse } from '@/common/sync/sync-schema.ts';
import type { NyraDatabase } from '../db.ts';
import { appendOutboxRow, type SyncWrite } from './append-outbox-row.ts';
import { FlushScheduler } from './flush-scheduler.ts';
import { documentKey } from './pick-sendable-rows.ts';
import { readOwnerRows } from './read-owner-rows.ts';
import { receiveServerCopies } from './receive-server-copies.ts';
import { resolveConflictRow } from './resolve-conflict-row.ts';
import { SenderLeadership, type LockManagerLike } from './sender-leadership.ts';
import {
  SYNC_AFTER_WRITE_DELAY_MS,
  SYNC_BACKOFF_BASE_MS,
  SYNC_BACKOFF_CAP_MS,
  SYNC_FILE_ANSWERS_KEPT,
  SYNC_MAX_BATCHES_PER_FLUSH,
} from './sync-constants.ts';
import type { SyncDocumentType } from './sync-document-type.ts';
import { SyncSendError } from './sync-send-error.ts';
import { takeForSending } from './take-for-sending.ts';
import { uploadFileRow, type SendSyncFile } from './upload-file-row.ts';
import { writeDownFailure } from './write-down-failure.ts';
import { writeDownResults } from './write-down-results.ts';

export interface SyncEngineDeps {
  db: NyraDatabase;
  /** Sends one batch; throws SyncSendError (or anything: treated as a passing failure). */
  send: (request: SyncBatchRequest) => Promise<SyncBatchResponse>;
  /**
   * Uploads one file row, reporting progress (0 to 1); resolves with the server's answer, throws
   * like `send`. Without it, file rows wait.
   */
  sendFile?: SendSyncFile;
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

export class SyncEngine {
  private readonly types = new Map<string, SyncDocumentType>();
  private readonly pulls = new Set<(owner: string) => Promise<void>>();
  /** Screens following one file row's upload (`watchFile`), by row id. */
  private readonly fileWatchers = new Map<string, Set<(progress: number | null) => void>>();
  /** The server's answers to file rows this tab uploaded, newest last (`fileAnswer`). */
  private readonly fileAnswers = new Map<string, unknown>();
  private readonly leadership: SenderLeadership;
  private readonly scheduler: FlushScheduler;

  constructor(private readonly deps: SyncEngineDeps) {
    this.leadership = new SenderLeadership({
      locks: deps.locks,
      openChannel: deps.openChannel,
      onLead: () => this.requestFlush(0, true),
      onFlushAsked: () => this.requestFlush(0),
      onFileAnswer: (id, answer) => this.rememberFileAnswer(id, answer),
    });
    this.scheduler = new FlushScheduler({
      run: () => this.flushOnce(),
      isLeader: () => this.leadership.isLeader,
      askLeader: () => this.leadership.askLeaderToFlush(),
      now: () => this.now(),
      random: deps.random ?? Math.random,
      backoffBaseMs: deps.backoffBaseMs ?? SYNC_BACKOFF_BASE_MS,
      backoffCapMs: deps.backoffCapMs ?? SYNC_BACKOFF_CAP_MS,
    });
  }

  private get db(): NyraDatabase {
    return this.deps.db;
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private get stopped(): boolean {
    return this.scheduler.isStopped;
  }

  private readonly typeOf = (docType: string): SyncDocumentType =>
    this.types.get(docType) ?? { type: docType };

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
    this.scheduler.start();
    this.leadership.start();
  }

  /** Leaves: gives the lock to another tab (or to a reloaded engine in tests). */
  async stop(): Promise<void> {
    const stopping = this.scheduler.stop();
    this.leadership.stop();
    await stopping;
  }

  get isSender(): boolean {
    return this.leadership.isLeader;
  }

  /**
   * Saves a change: the local document change (`apply`) and the outbox row commit together.
   * Resolves once both are in IndexedDB; the send happens shortly after.
   */
  async write(change: SyncWrite): Promise<OutboxRow> {
    const row = await appendOutboxRow(this.db, change, this.now());
    this.requestFlush(this.deps.afterWriteDelayMs ?? SYNC_AFTER_WRITE_DELAY_MS);
    return row;
  }

  /**
   * Asks for a send: the sending tab flushes after `delayMs`; another tab forwards the request.
   * `force` ignores the backoff (the network came back, the user signed in).
   */
  requestFlush(delayMs = 0, force = false): void {
    this.scheduler.requestFlush(delayMs, force);
  }

  /** Sends everything sendable now (sending tab only); resolves when this round is over. */
  flush(): Promise<void> {
    return this.scheduler.flush();
  }

  /** The owner's outbox in this device's order; rows that fail validation are skipped. */
  ownerRows(owner: string): Promise<OutboxRow[]> {
    return readOwnerRows(this.db, owner);
  }

  /** One flush round: JSON batches in sequence order, then files one by one, then the pulls. */
  private async flushOnce(): Promise<void> {
    for (let round = 0; round < SYNC_MAX_BATCHES_PER_FLUSH; round += 1) {
      const owner = this.deps.currentOwner();
      if (!owner || this.stopped) return;
      if (this.scheduler.isWaiting) {
        this.requestFlush(0);
        return;
      }
      const batch = await takeForSending(this.db, owner);
      if (batch.length === 0) {
        // Edits first (small, and what the user is looking at), then files one at a time.
        const [file] = await takeForSending(this.db, owner, { files: true });
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
        response = await this.deps.send({ mutations: batch.map(toWire) });
      } catch (error) {
        await this.onRequestFailed(batch, error);
        return;
      }
      this.scheduler.succeeded();
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
    if (failed && !this.stopped) this.scheduler.backOff();
    else if (!failed) this.scheduler.succeeded();
  }

  private async onRequestFailed(batch: OutboxRow[], error: unknown): Promise<void> {
    const failure = await writeDownFailure(this.db, batch, error);
    if (failure.next === 'one-by-one') await this.sendOneByOne(batch);
    else if (failure.next === 'back-off') this.scheduler.backOff(failure.retryAfterMs);
  }

  private async onResults(
    owner: string,
    batch: OutboxRow[],
    results: SyncBatchResponse['results'],
  ): Promise<void> {
    const { backOff } = await writeDownResults(this.db, this.typeOf, owner, batch, results);
    if (backOff) this.scheduler.backOff();
  }

  /** A refused batch, one row at a time, to find the bad mutation without holding back the rest. */
  private async sendOneByOne(batch: OutboxRow[]): Promise<void> {
    for (const row of batch) {
      const owner = this.deps.currentOwner();
      if (owner !== row.owner || this.stopped) return;
      const [fresh] = await takeForSending(this.db, owner, { onlyId: row.id });
      if (!fresh) continue;
      if (this.deps.currentOwner() !== owner) return;
      try {
        const response = await this.deps.send({ mutations: [toWire(fresh)] });
        await this.onResults(owner, [fresh], response.results);
      } catch (error) {
        await this.onRequestFailed([fresh], error);
        if (!(error instanceof SyncSendError) || error.kind !== 'refused') return;
      }
    }
  }

  /** Sends one file row (upload-file-row.ts); resolves whether the flush may go on. */
  private async upload(row: OutboxRow): Promise<boolean> {
    try {
      const result = await uploadFileRow(
        this.db,
        this.typeOf(row.docType),
        row,
        this.deps.sendFile,
        {
          onProgress: (progress) => {
            for (const listener of this.fileWatchers.get(row.id) ?? []) listener(progress);
          },
          onAccepted: (answer) => {
            this.rememberFileAnswer(row.id, answer);
            this.leadership.shareFileAnswer(row.id, answer);
          },
        },
      );
      if (result === 'waits') return false;
    } catch (error) {
      await this.onRequestFailed([row], error);
      if (error instanceof SyncSendError && error.kind === 'refused') {
        try {
          await this.typeOf(row.docType).upload?.onRefused?.(row, error.message);
        } catch (hookError) {
          console.warn('After a refused upload', hookError);
        }
      }
      return false;
    }
    this.scheduler.succeeded();
    return true;
  }

  /**
   * The user's own upload: sends now (ignoring the backoff; the sending tab only, another tab is
   * asked to) and says what became of the row: sent, refused (with the server's reason), or still
   * waiting (offline, another tab sends, or a passing failure).
   */
  async sendNow(mutationId: string): Promise<'sent' | 'waiting' | { refused: string }> {
    if (this.leadership.isLeader && !this.stopped) await this.scheduler.flush(true);
    else this.requestFlush(0, true);
    const row = await this.db.syncOutbox.get(mutationId);
    if (!row) return 'sent';
    if (row.state === 'needs-attention') {
      return { refused: row.error ?? 'The server could not accept this file.' };
    }
    return 'waiting';
  }

  private rememberFileAnswer(mutationId: string, answer: unknown): void {
    this.fileAnswers.set(mutationId, answer);
    // A few are enough (a screen reads its own right after); the oldest are forgotten.
    for (const id of this.fileAnswers.keys()) {
      if (this.fileAnswers.size <= SYNC_FILE_ANSWERS_KEPT) break;
      this.fileAnswers.delete(id);
    }
  }

  /**
   * Follows one file row's upload in this tab (a screen showing its own file's progress): 0 … 1,
   * then null once that attempt is over, however it ended. Returns the unsubscribe.
   */
  watchFile(mutationId: string, onProgress: (progress: number | null) => void): () => void {
    const listeners = this.fileWatchers.get(mutationId) ?? new Set();
    listeners.add(onProgress);
    this.fileWatchers.set(mutationId, listeners);
    return () => {
      listeners.delete(onProgress);
      if (listeners.size === 0) this.fileWatchers.delete(mutationId);
    };
  }

  /**
   * The server's answer to a file row (unparsed: the document type knows its shape), once
   * accepted: uploaded by this tab, or by the sending tab, which tells the others (undefined when
   * unknown: another tab sent it before this one started, or it was long ago). The sending tab
   * knows it before the row leaves the outbox, so a screen there that sees its file gone can
   * read it; another tab hears it over the channel, normally before it sees the row go.
   */
  fileAnswer(mutationId: string): unknown {
    return this.fileAnswers.get(mutationId);
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
   * The user removed a file waiting to be uploaded (or refused). Only file rows, and not while
   * its upload runs: an edit is never dropped this way.
   */
  async discardFile(mutationId: string): Promise<void> {
    const { db } = this;
    await db.transaction('rw', db.syncOutbox, async () => {
      const row = await db.syncOutbox.get(mutationId);
      if (row?.file && row.state !== 'sending') await db.syncOutbox.delete(mutationId);
    });
  }

  /**
   * The user decided a conflict: per field, keep theirs ("mine", sent against the server's
   * version) or take the server's (written into the local document).
   */
  async resolveConflict(
    mutationId: string,
    choices: Record<string, 'mine' | 'server'>,
  ): Promise<void> {
    if (await resolveConflictRow(this.db, this.typeOf, mutationId, choices)) {
      this.requestFlush(0, true);
    }
  }

  /** The user asked to try a change that needs attention again. */
  async retry(mutationId: string): Promise<void> {
    await this.db.syncOutbox.update(mutationId, { state: 'pending', error: undefined });
    this.requestFlush(0, true);
  }

  /**
   * Server copies read by a feature (e.g. after sign-in): see receive-server-copies.ts.
   */
  receiveServerCopies(
    owner: string,
    docType: string,
    copies: Array<{ docId: string } & ServerCopy>,
  ): Promise<void> {
    return receiveServerCopies(this.db, this.typeOf(docType), owner, copies);
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
   * warning): opening and then completing a lesson is one changed lesson, not two; a file
   * waiting to be uploaded is one.
   */
  async countPending(owner: string): Promise<number> {
    const rows = await this.db.syncOutbox
      .where('[owner+seq]')
      .between([owner, -Infinity], [owner, Infinity])
      .toArray();
    return new Set(rows.map((row) => documentKey(row.docType, row.docId))).size;
  }
}
