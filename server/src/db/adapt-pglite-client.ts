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

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function yieldingQuery(target: Pick<PGlite, 'query'>): Query {
  return (async (...args: Parameters<Query>) => {
    await yieldToEventLoop();
    return target.query(...args);
  }) as Query;
}

/** Methods are bound to the real object: PGlite keeps its state in private class fields. */
function forward(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function'
    ? (value as (...args: unknown[]) => unknown).bind(target)
    : value;
}

function adaptTransaction(tx: Transaction): Transaction {
  return new Proxy(tx, {
    get: (target, property) =>
      property === 'query' ? yieldingQuery(target) : forward(target, property),
  });
}

export function adaptPgliteClient(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return yieldingQuery(target);
      if (property === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction(async (tx) => {
            await yieldToEventLoop();
            return callback(adaptTransaction(tx));
          });
      }
      return forward(target, property);
    },
  });
}
