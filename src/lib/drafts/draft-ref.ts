import type * as z from 'zod/mini';

/** A backup as stored: the value and when it was taken (ms since the epoch). */
export interface DraftBackup<T> {
  value: T;
  backedUpAt: number;
}

/**
 * Names one leave-page backup: a feature (`scope`), the signed-in user and the thing typed into
 * (`id`, e.g. a problem, or a session and question). `legacy` is where the feature kept the same
 * backup before this store, read (and removed) once so nothing typed before the update is lost.
 */
export interface DraftRef<T> {
  scope: string;
  owner: string;
  id: string;
  /** What the stored value must be (a value that does not fit reads as absent). */
  schema: z.core.$ZodType<T>;
  legacy?: { key: string; schema: z.core.$ZodType<DraftBackup<T>> } | undefined;
}
