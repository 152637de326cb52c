/**
 * How a kind of document plugs into the client sync engine. The engine knows nothing of
 * lessons, attempts or resumes: a feature describes its document type once and registers it.
 * Payloads of non-commutative operations are field maps (field → new value); the engine
 * rebases them field by field against the server copy.
 */
import type { Table } from 'dexie';
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { NyraDatabase } from '../db.ts';

export type SyncFields = Record<string, unknown>;

export interface SyncDocumentType {
  type: string;
  /** The local tables `applyServerFields` writes (joined into the engine's transactions). */
  tables?: (db: NyraDatabase) => Table[];
  /** Operations the server applies whatever the base version (they commute): never a conflict. */
  commutativeOps?: readonly string[];
  /** The server copy's fields after `op` was applied (default: the payload's fields replace them). */
  reduce?: (fields: SyncFields, op: string, payload: SyncFields) => SyncFields;
  /** Whether two values of a field mean the same (default: equal as JSON). */
  sameValue?: (field: string, a: unknown, b: unknown) => boolean;
  /**
   * Writes fields taken from the server into the local document (called inside the engine's
   * transaction, only for fields no unsent mutation of this device changes).
   */
  applyServerFields?: (
    db: NyraDatabase,
    owner: string,
    docId: string,
    fields: SyncFields,
  ) => Promise<void>;
  /**
   * Documents written with a file (`write({ file })`): each row is one multipart `POST` of the
   * file to `path` (under /api) in the form field `field`, sent alone and in order.
   */
  upload?: {
    path: string;
    field: string;
    /** The upload's progress, 0 to 1 (null once it is over, however it ended). */
    onProgress?: (row: OutboxRow, progress: number | null) => void;
    /** The server accepted the file (its answer, unparsed); the row is gone by then. */
    onUploaded?: (row: OutboxRow, answer: unknown) => void | Promise<void>;
    /**
     * The server refused the file (the row stays, "needs attention", with `reason`), whoever
     * sent it: the screen that queued it, or the engine in the background after the user left.
     */
    onRefused?: (row: OutboxRow, reason: string) => void | Promise<void>;
  };
  /** A person's name for a field and a value, for the conflict prompt. */
  describe?: (field: string, value: unknown) => { label: string; value: string };
}
