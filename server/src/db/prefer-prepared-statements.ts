/**
 * Wraps a postgres.js client so the queries Drizzle sends with parameters run as prepared
 * statements. Drizzle passes `prepare: false` for every query it builds (meant for
 * transaction-mode poolers, which this app does not use), and postgres.js then has to send
 * Parse+Describe and wait for PostgreSQL's parameter types before it can bind and execute: two
 * round trips for each query instead of one. A prepared statement is described once per
 * connection and then costs one round trip. On the write route (one transaction of five
 * parameterised statements) that is five round trips fewer per request, each one holding a pool
 * connection.
 *
 * Only queries with at most MAX_PREPARED_PARAMETERS parameters are prepared: the statement cache
 * is per connection and unbounded, and multi-row inserts or long `in (…)` lists produce a new
 * statement text for every row count; those are rare and their extra round trip is shared by
 * their many rows. Transactions and savepoints hand Drizzle a client of their own, wrapped the
 * same way. postgres.js re-prepares a statement by itself when a migration invalidates it.
 */
import type postgres from 'postgres';

const MAX_PREPARED_PARAMETERS = 32;

type Client = postgres.Sql | postgres.TransactionSql;
type Unsafe = (query: string, parameters?: unknown[], options?: { prepare?: boolean }) => unknown;
type WithScope = (...args: unknown[]) => unknown;

export function preferPreparedStatements<T extends Client>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === 'unsafe') {
        const unsafe = value as Unsafe;
        return (query: string, parameters?: unknown[], options?: { prepare?: boolean }) =>
          unsafe(
            query,
            parameters,
            parameters &&
              parameters.length > 0 &&
              parameters.length <= MAX_PREPARED_PARAMETERS &&
              options?.prepare === false
              ? { ...options, prepare: true }
              : options,
          );
      }
      if (property === 'begin' || property === 'savepoint') {
        const withScope = value as WithScope;
        // begin([options], callback) and savepoint([name], callback): the callback comes last.
        return (...args: unknown[]) => {
          const callback = args.at(-1) as (scoped: Client) => unknown;
          return withScope(...args.slice(0, -1), (scoped: Client) =>
            callback(preferPreparedStatements(scoped)),
          );
        };
      }
      return value;
    },
  });
}
