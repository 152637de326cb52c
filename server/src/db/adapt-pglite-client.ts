/**
 * PGlite runs each statement synchronously (WebAssembly on the main thread), and its queue of
 * waiting statements drains through promise callbacks without going back to the event loop. With
 * many requests in flight one drain lasts long enough that Node does not get to accept new
 * connections or read their requests: under the load bench the first writes of 200 new
 * connections were answered 0.1–0.19 s apart, the last after 10.6 s (docs/reliability.md, Load).
 * Yielding to the event loop before each statement lets Node accept and read sockets between
 * statements, as it does between PostgreSQL's network round trips. The cost is one
 * `setImmediate` per statement.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';

type Query = PGlite['query'];

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

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function yieldingQuery(
  target: Pick<PGlite, 'query'>,
  queue: ReturnType<typeof createStatementQueue>,
): Query {
  return (async (...args: Parameters<Query>) => {
    const id = queue.enter();
    try {
      await yieldToEventLoop();
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

function adaptTransaction(
  tx: Transaction,
  queue: ReturnType<typeof createStatementQueue>,
): Transaction {
  return new Proxy(tx, {
    get: (target, property) =>
      property === 'query' ? yieldingQuery(target, queue) : forward(target, property),
  });
}

/** The client to hand to Drizzle, and the queue of its statements (for overload shedding). */
export function adaptPgliteClient(client: PGlite): { client: PGlite; queue: StatementQueue } {
  const queue = createStatementQueue();
  const adapted = new Proxy(client, {
    get(target, property) {
      if (property === 'query') return yieldingQuery(target, queue);
      if (property === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) => {
          // Waiting for the transaction lock is waiting in the queue too.
          const id = queue.enter();
          return target
            .transaction(async (tx) => {
              queue.leave(id);
              await yieldToEventLoop();
              return callback(adaptTransaction(tx, queue));
            })
            .finally(() => queue.leave(id));
        };
      }
      return forward(target, property);
    },
  });
  return { client: adapted, queue };
}
