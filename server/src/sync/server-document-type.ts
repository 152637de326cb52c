/**
 * How a document type plugs into the server half of the sync engine: per operation, the payload
 * schema (from common/), a read-only `check` and the `apply` that writes inside the engine's
 * transaction. `apply` must check the base version in SQL (compare-and-set in the UPDATE's WHERE clause) and
 * answer `conflict` with the current copy when it is stale (having written nothing). Operations that commute (e.g. "last opened = greatest(…)") may ignore
 * the base version. A new type (resume, interview notes) adds one of these; the engine is unchanged.
 */
import type { z } from 'zod';
import type { ServerCopy } from '@/common/sync/sync-schema.ts';
import type { Db } from '../db/open-database.ts';

export interface ApplyContext<P> {
  /** The transaction the mutation is recorded in: every write goes through it. */
  tx: Db;
  userId: string;
  docId: string;
  payload: P;
  baseVersion: number;
  now: Date;
  /** The device that made the mutation (its sync client id), for per-field history. */
  clientId?: string;
}

export type ApplyOutcome =
  { status: 'applied'; version: number } | { status: 'conflict'; current: ServerCopy };

export interface ServerOperation<P> {
  payload: z.ZodType<P>;
  /** Reads only; throws an HttpError (4xx) to refuse the mutation for good. */
  check?: (context: ApplyContext<P>) => Promise<void>;
  /**
   * Writes the effect (or finds the base stale and writes nothing). Must not refuse: a throw here
   * fails the whole batch, which the client then sends one mutation at a time.
   */
  apply: (context: ApplyContext<P>) => Promise<ApplyOutcome>;
}

export interface ServerDocumentType {
  type: string;
  /** Loosely typed on purpose: each operation validates its own payload before `apply`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  operations: Record<string, ServerOperation<any>>;
}
