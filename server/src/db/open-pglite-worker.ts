/**
 * Opens the embedded database in a worker thread (pglite-worker.ts) and returns a client with
 * the part of PGlite's interface Drizzle uses (`query`, `exec`, `transaction`, `close`). Under
 * the load bench PGlite took half of the main thread (docs/reliability.md, Load); in its own
 * thread it runs on the second core while the main thread parses, routes and answers HTTP.
 *
 * Values cross the thread boundary by structured clone: parameters and rows are plain values,
 * errors keep PostgreSQL's fields (`code`, `detail`, `constraint`…) so callers read them as
 * before. Result parsers cannot cross, so a caller's parsers are taken as "keep these types as
 * text", which is what Drizzle's are (dates, timestamps, intervals, numeric arrays).
 *
 * Statements inside a transaction are answered synchronously (the main thread waits on an
 * Atomics flag): a transaction holds PGlite's lock, and an answer left in the main thread's
 * event loop behind other requests' work kept the lock held for milliseconds per statement
 * (writes fell from 280 to 80 per second under the load bench). The wait is as long as the
 * statement runs, as when PGlite ran in this thread.
 */
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { receiveSyncAnswer } from './receive-sync-answer.ts';

type Id = number;
export type PgliteWorkerRequest =
  | { op: 'open'; id: Id; dataDir: string; loadDataDir?: ArrayBuffer }
  | {
      op: 'query';
      id: Id;
      tx?: Id;
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      textTypes: number[];
      /** Answer on the sync channel (statements inside a transaction). */
      sync?: boolean;
    }
  | { op: 'exec'; id: Id; tx?: Id; sql: string; sync?: boolean }
  | { op: 'sync-channel'; id: Id; port: MessagePort; flag: Int32Array }
  /** Starts a transaction: answered with `id` once it holds the lock, and with `-id` once it ended. */
  | { op: 'begin'; id: Id }
  | { op: 'end'; id: Id; tx: Id; commit: boolean }
  | { op: 'close'; id: Id };
export type PgliteWorkerAnswer =
  { id: Id; ok: true; value: unknown } | { id: Id; ok: false; error: Record<string, unknown> };

/** The client Drizzle is given: PGlite's shape, backed by the worker. */
export type PgliteWorkerClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

// From source (tsx, vitest) the worker is the .ts file next to this one, loaded through tsx; in
// the bundle it is server/dist/pglite-worker.mjs, next to start.mjs (scripts/build/build-server.mjs).
const FROM_SOURCE = new URL(import.meta.url).pathname.endsWith('.ts');
const WORKER_URL = new URL(
  FROM_SOURCE ? './pglite-worker.ts' : './pglite-worker.mjs',
  import.meta.url,
);

function startWorker(): Worker {
  return FROM_SOURCE
    ? // `execArgv: ['--import', 'tsx']` does not reach a worker's module loader on Node 20.
      new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`,
        { eval: true },
      )
    : new Worker(WORKER_URL);
}

function toError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  Object.assign(error, fields);
  return error;
}

/** Longest a statement inside a transaction may take before the wait gives up (ms). */
const SYNC_STATEMENT_TIMEOUT_MS = 60_000;

function textTypesOf(options: QueryOptions | undefined): number[] {
  return Object.keys(options?.parsers ?? {}).map(Number);
}

export async function openPgliteWorker(
  dataDir: string,
  loadDataDir?: Blob,
): Promise<PgliteWorkerClient> {
  const worker = startWorker();
  const pending = new Map<Id, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  let failure: Error | undefined;

  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (message: PgliteWorkerAnswer) => {
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) {
      waiter?.resolve(message.value);
      return;
    }
    const error = toError(message.error);
    // A transaction that failed to start ends (-id) before it began (id).
    const beginning = message.id < 0 ? pending.get(-message.id) : undefined;
    if (beginning) {
      pending.delete(-message.id);
      beginning.reject(error);
    }
    waiter?.reject(error);
  });
  // Without a listener an 'error' event would crash the server.
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => fail(new Error(`the database worker exited (code ${code})`)));

  const call = <T>(request: PgliteWorkerRequest, answerId: Id = request.id): Promise<T> => {
    if (failure) return Promise.reject(failure);
    return new Promise<T>((resolve, reject) => {
      pending.set(answerId, { resolve: resolve as (value: unknown) => void, reject });
      if (answerId === request.id) worker.postMessage(request);
    });
  };
  const id = () => (nextId += 1);

  const replies = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  worker.postMessage({ op: 'sync-channel', id: id(), port: replies.port2, flag }, [replies.port2]);
  // Blocks this thread until the worker answered (see the module comment).
  const callSync = <T>(request: PgliteWorkerRequest): T => {
    if (failure) throw failure;
    Atomics.store(flag, 0, 0);
    worker.postMessage(request);
    const message = receiveSyncAnswer<PgliteWorkerAnswer>(
      replies.port1,
      flag,
      request.id,
      SYNC_STATEMENT_TIMEOUT_MS,
    );
    if (!message.ok) throw toError(message.error);
    return message.value as T;
  };

  const query = (tx: Id | undefined) =>
    (async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      const request: PgliteWorkerRequest = {
        op: 'query',
        id: id(),
        ...(tx === undefined ? {} : { tx, sync: true }),
        sql,
        ...(params ? { params } : {}),
        ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
        textTypes: textTypesOf(options),
      };
      return tx === undefined ? call<Results<T>>(request) : callSync<Results<T>>(request);
    }) as PGlite['query'];
  const exec = (tx: Id | undefined) =>
    (async (sql: string) => {
      const request: PgliteWorkerRequest = {
        op: 'exec',
        id: id(),
        ...(tx === undefined ? {} : { tx, sync: true }),
        sql,
      };
      return tx === undefined ? call<Array<Results>>(request) : callSync<Array<Results>>(request);
    }) as PGlite['exec'];

  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const txId = id();
    const ended = call<null>({ op: 'begin', id: txId }, -txId);
    // Registered before the message goes out, so an early end is not missed.
    ended.catch(() => {});
    await call<null>({ op: 'begin', id: txId });
    let closed = false;
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await call<null>({ op: 'end', id: id(), tx: txId, commit });
      await ended;
    };
    const tx = {
      query: query(txId),
      exec: exec(txId),
      sql: () => Promise.reject(new Error('tx.sql is not supported; use tx.query')),
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false).catch(() => {});
      throw error;
    }
    await end(true);
    return result;
  };

  const client: PgliteWorkerClient = {
    query: query(undefined),
    exec: exec(undefined),
    transaction: transaction as PGlite['transaction'],
    close: async () => {
      await call<null>({ op: 'close', id: id() }).catch(() => {});
      replies.port1.close();
      await worker.terminate();
    },
  };
  const dump = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
  await call<null>({ op: 'open', id: id(), dataDir, ...(dump ? { loadDataDir: dump } : {}) });
  return client;
}
