/**
 * The embedded database in its own thread (docs/reliability.md, Load): PGlite's WebAssembly
 * runs here, so the main thread serves HTTP while a statement executes, on a second core.
 * open-pglite-worker.ts is the other end; the messages are typed there.
 *
 * A transaction is held open here between `begin` and `end`: its statements arrive one by one
 * from the main thread, and PGlite makes every other statement wait for it, as in one thread.
 */
import { parentPort, type MessagePort } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import type { PgliteWorkerAnswer, PgliteWorkerRequest } from './open-pglite-worker.ts';

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const port = parentPort;

let db: PGlite | undefined;
/** Where statements inside a transaction are answered; the main thread waits on `flag`. */
let syncReplies: { port: MessagePort; flag: Int32Array } | undefined;
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();

function answer(message: PgliteWorkerAnswer): void {
  port.postMessage(message);
}

/** What the main thread needs of an error: PostgreSQL's fields (code, detail, constraint…). */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return fields;
}

/** Types the caller wants as PostgreSQL's text (Drizzle keeps dates and intervals as strings). */
function options(rowMode: 'array' | 'object' | undefined, textTypes: number[]): QueryOptions {
  const parsers = Object.fromEntries(textTypes.map((type) => [type, (value: string) => value]));
  return { ...(rowMode ? { rowMode } : {}), parsers };
}

function openTransaction(id: number): void {
  if (!db) throw new Error('the database is not open');
  let end!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  db.transaction(async (tx) => {
    transactions.set(id, { tx, end });
    answer({ id, ok: true, value: null });
    if (!(await ended)) await tx.rollback();
  })
    .then(
      () => answer({ id: -id, ok: true, value: null }),
      (error: unknown) => answer({ id: -id, ok: false, error: describeError(error) }),
    )
    .finally(() => transactions.delete(id));
}

async function run(request: PgliteWorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'open':
      db = await PGlite.create(
        request.dataDir,
        request.loadDataDir ? { loadDataDir: new Blob([request.loadDataDir]) } : {},
      );
      return null;
    case 'query': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('the transaction has ended');
      return target.query(request.sql, request.params, options(request.rowMode, request.textTypes));
    }
    case 'exec': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('the transaction has ended');
      return target.exec(request.sql);
    }
    case 'end': {
      transactions.get(request.tx)?.end(request.commit);
      return null;
    }
    case 'begin':
    case 'sync-channel':
      throw new Error(`${request.op} is answered elsewhere`);
    case 'close':
      await db?.close();
      return null;
  }
}

port.on('message', (request: PgliteWorkerRequest) => {
  if (request.op === 'sync-channel') {
    syncReplies = { port: request.port, flag: request.flag };
    return;
  }
  if ((request.op === 'query' || request.op === 'exec') && request.sync) {
    const reply = (message: PgliteWorkerAnswer) => {
      if (!syncReplies) return;
      syncReplies.port.postMessage(message);
      Atomics.store(syncReplies.flag, 0, 1);
      Atomics.notify(syncReplies.flag, 0);
    };
    run(request).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (error: unknown) => reply({ id: request.id, ok: false, error: describeError(error) }),
    );
    return;
  }
  if (request.op === 'begin') {
    try {
      openTransaction(request.id);
    } catch (error) {
      answer({ id: request.id, ok: false, error: describeError(error) });
    }
    return;
  }
  run(request).then(
    (value) => answer({ id: request.id, ok: true, value }),
    (error: unknown) => answer({ id: request.id, ok: false, error: describeError(error) }),
  );
});
