/**
 * PGlite runs each statement synchronously (WebAssembly on the main thread), and its own queue of
 * waiting statements drains through promise callbacks without going back to the event loop. Node
 * accepts one new connection per turn of its event loop (libuv accepts once per poll and relies
 * on the socket staying readable), so when one turn drained the whole queue (≈ 80 statements,
 * ≈ 85 ms) one connection got in per 85 ms: under the load bench the 200th new connection's
 * first request waited 7–10 s and some timed out (docs/reliability.md, Load).
 *
 * Statements and transactions therefore take turns here: one at a time, and once a turn of the
 * event loop has run them for STATEMENT_TURN_MS the next waits for a later turn (`setImmediate`),
 * so Node accepts and reads sockets between them, as it does between PostgreSQL's round trips.
 * They are served oldest request first (`statementOrder`), so a request's second statement does
 * not queue again behind requests that arrived after it. A transaction is one turn: PGlite makes
 * every other statement wait for it anyway.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { statementOrder } from './statement-order.ts';

type Query = PGlite['query'];

/**
 * How long statements may run back to back before the event loop gets a turn (ms). Under the load
 * bench (200 connections) 0–12 ms gave the same throughput within noise; shorter turns let Node
 * accept new connections sooner, so the first requests of 200 new connections were all answered
 * within ≈ 1 s (docs/reliability.md, Load).
 */
export const STATEMENT_TURN_MS = 2;

/**
 * Statements waiting or running in the embedded database, by start time (milliseconds of
 * `performance.now()`), in the order they were issued: the first entry is the oldest.
 */
export interface StatementQueue {
  /** How long the oldest statement still waiting or running has been in the queue (ms); 0 when idle. */
  oldestWaitMs(): number;
  size(): number;
}

function createStatementQueue() {
  const started = new Map<number, number>();
  let nextId = 0;
  return {
    enter(): number {
      nextId += 1;
      started.set(nextId, performance.now());
      return nextId;
    },
    leave(id: number): void {
      started.delete(id);
    },
    oldestWaitMs(): number {
      for (const at of started.values()) return performance.now() - at;
      return 0;
    },
    size: () => started.size,
  };
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

interface Waiting {
  /** When the request this work serves began (ms); later first. */
  order: number;
  /** Issue order among work of the same `order`. */
  seq: number;
  run(): Promise<void>;
}

/**
 * Runs at most `slots` pieces of work at once, oldest request first (`statementOrder`), ties in
 * issue order. Once the current turn of the event loop has started work for `turnMs`, the next
 * waits for a later turn (0: one piece of work per turn; Infinity: never waits).
 */
function createTurns({ turnMs, slots }: { turnMs: number; slots: number }) {
  const waiting: Waiting[] = [];
  let seq = 0;
  let running = 0;
  let draining = false;
  let turnStartedAt = Number.NEGATIVE_INFINITY;

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (waiting.length > 0 && running < slots) {
        if (turnMs !== Infinity && performance.now() - turnStartedAt >= turnMs) {
          await nextTurn();
          turnStartedAt = performance.now();
          // Others may have taken the slot or the queue emptied while this turn waited.
          if (waiting.length === 0 || running >= slots) continue;
        }
        const next = waiting.shift()!;
        running += 1;
        const done = next.run().finally(() => {
          running -= 1;
          if (!draining) void drain();
        });
        // One slot: run to the end before the next (the in-thread database runs it here).
        if (slots === 1) await done;
      }
    } finally {
      draining = false;
    }
  }

  return <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      seq += 1;
      const entry: Waiting = {
        order: statementOrder.getStore() ?? performance.now(),
        seq,
        run: () => work().then(resolve, reject),
      };
      // Few entries wait at once (one per request in flight): a sorted insert is enough.
      let at = waiting.length;
      while (at > 0 && waiting[at - 1]!.order > entry.order) at -= 1;
      waiting.splice(at, 0, entry);
      if (!draining) void drain();
    });
}

type Queue = ReturnType<typeof createStatementQueue>;

/**
 * Statements inside a transaction: the transaction holds the turn. In this thread they yield
 * between them; in a worker they go at once (the worker is idle while the lock is held).
 */
function transactionQuery(
  target: Pick<Transaction, 'query'>,
  queue: Queue,
  yieldFirst: boolean,
): Query {
  return (async (...args: Parameters<Query>) => {
    const id = queue.enter();
    try {
      if (yieldFirst) await nextTurn();
      return await target.query(...args);
    } finally {
      queue.leave(id);
    }
  }) as Query;
}

/** Methods are bound to the real object: PGlite keeps its state in private class fields. */
function forward(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function'
    ? (value as (...args: unknown[]) => unknown).bind(target)
    : value;
}

function adaptTransaction(tx: Transaction, queue: Queue, yieldFirst: boolean): Transaction {
  return new Proxy(tx, {
    get: (target, property) =>
      property === 'query'
        ? transactionQuery(target, queue, yieldFirst)
        : forward(target, property),
  });
}

/** How statements are scheduled: see createTurns. */
export interface StatementScheduling {
  turnMs: number;
  slots: number;
}

/** PGlite in this thread: one statement at a time, the event loop gets a turn every 2 ms. */
export const IN_THREAD_SCHEDULING: StatementScheduling = { turnMs: STATEMENT_TURN_MS, slots: 1 };
/**
 * PGlite in a worker (open-pglite-worker.ts): a few statements in flight so the worker never
 * waits for the main thread between two of them; the main thread is not blocked, so no turns.
 */
export const WORKER_SCHEDULING: StatementScheduling = { turnMs: Infinity, slots: 4 };

type PgliteLike = Pick<PGlite, 'query' | 'transaction'>;

/** The client to hand to Drizzle, and the queue of its statements (for overload shedding). */
export function adaptPgliteClient<C extends PgliteLike>(
  client: C,
  scheduling: StatementScheduling = IN_THREAD_SCHEDULING,
): { client: C; queue: StatementQueue } {
  const queue = createStatementQueue();
  const takeTurn = createTurns(scheduling);
  const yieldInTransactions = scheduling.slots === 1;
  const adapted = new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (async (...args: Parameters<Query>) => {
          const id = queue.enter();
          try {
            return await takeTurn(() => target.query(...args));
          } finally {
            queue.leave(id);
          }
        }) as Query;
      }
      if (property === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) => {
          // Waiting for the turn is waiting in the queue too; once the transaction has started,
          // its own statements are counted one by one.
          const id = queue.enter();
          return takeTurn(() =>
            target.transaction(async (tx) => {
              queue.leave(id);
              return callback(adaptTransaction(tx, queue, yieldInTransactions));
            }),
          ).finally(() => queue.leave(id));
        };
      }
      return forward(target, property);
    },
  });
  return { client: adapted, queue };
}
