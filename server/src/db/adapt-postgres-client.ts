/**
 * Wraps the postgres.js client handed to Drizzle, for two reasons.
 *
 * 1. Queries with parameters run as prepared statements. Drizzle passes `prepare: false` for
 *    every query it builds (meant for transaction-mode poolers, which this app does not use), and
 *    postgres.js then has to send Parse+Describe and wait for PostgreSQL's parameter types before
 *    it can bind and execute: two round trips for each query instead of one. A prepared statement
 *    is described once per connection and then costs one round trip. Only queries with at most
 *    MAX_PREPARED_PARAMETERS parameters are prepared: the statement cache is per connection and
 *    unbounded, and multi-row inserts or long `in (…)` lists produce a new statement text for
 *    every row count; those are rare and their extra round trip is shared by their many rows.
 *    postgres.js re-prepares a statement by itself when a migration invalidates it.
 *
 * 2. Transactions run on a connection reserved first (`sql.reserve()`), not through
 *    `sql.begin()`. postgres.js 3.4.9 can write `BEGIN` on a pooled connection that other
 *    requests' queries are pipelined on and then skip marking it reserved (porsager/postgres#823,
 *    #1189; the fixes are not released): the request fails with UNSAFE_TRANSACTION, and the
 *    connection can go back to the pool inside the open transaction. Prepared statements make
 *    pipelining common (a connection no longer waits for a Describe after each query), and the
 *    write bench hit it about once per 2,000 transactions. A reserved connection carries nothing
 *    else until it is released, after COMMIT or ROLLBACK.
 */
import type postgres from 'postgres';

const MAX_PREPARED_PARAMETERS = 32;

type QueryOptions = { prepare?: boolean } | undefined;
type Unsafe = (query: string, parameters?: unknown[], options?: QueryOptions) => Promise<unknown>;
type Scoped = (...args: unknown[]) => unknown;
type Client = postgres.Sql | postgres.ReservedSql;

function preparedUnsafe(unsafe: Unsafe): Unsafe {
  return (query, parameters, options) =>
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

/** The client Drizzle sees inside a transaction: one reserved connection, with savepoints. */
function transactionClient(connection: postgres.ReservedSql): Client {
  let savepoints = 0;
  const unsafe = preparedUnsafe(connection.unsafe as unknown as Unsafe);
  const scoped: Client = new Proxy(connection, {
    get(target, property, receiver) {
      if (property === 'unsafe') return unsafe;
      if (property === 'savepoint') {
        // savepoint([name], callback): the callback comes last.
        return async (...args: unknown[]) => {
          const callback = args.at(-1) as (client: Client) => unknown;
          const name = `s${savepoints++}`;
          await target.unsafe(`savepoint ${name}`);
          try {
            const result = await callback(scoped);
            await target.unsafe(`release savepoint ${name}`);
            return result;
          } catch (error) {
            await target.unsafe(`rollback to savepoint ${name}`);
            throw error;
          }
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return scoped;
}

async function runTransaction(
  pool: postgres.Sql,
  options: string,
  callback: (client: Client) => unknown,
): Promise<unknown> {
  const connection = await pool.reserve();
  try {
    await connection.unsafe(`begin ${options.replace(/[^a-z ]/gi, '')}`);
    let result: unknown;
    try {
      result = await callback(transactionClient(connection));
    } catch (error) {
      await connection.unsafe('rollback');
      throw error;
    }
    await connection.unsafe('commit');
    return result;
  } finally {
    connection.release();
  }
}

export function adaptPostgresClient(pool: postgres.Sql): postgres.Sql {
  const unsafe = preparedUnsafe(pool.unsafe as unknown as Unsafe);
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'unsafe') return unsafe;
      if (property === 'begin') {
        // begin([options], callback), as postgres.js takes it.
        return ((...args: unknown[]) => {
          const callback = args.at(-1) as (client: Client) => unknown;
          const options = args.length > 1 && typeof args[0] === 'string' ? args[0] : '';
          return runTransaction(target, options, callback);
        }) satisfies Scoped;
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
