import * as z from 'zod/mini';
import { readStoredJson } from '../local-storage.ts';
import { draftBackupPrefix } from './draft-backup-prefix.ts';
import type { DraftBackup, DraftRef } from './draft-ref.ts';

/**
 * The backup of `ref`, if there is one that fits its schema: the store's own copy, or else a copy
 * the feature made in its old place before this store existed.
 */
export function readDraftBackup<T>(ref: DraftRef<T>): DraftBackup<T> | undefined {
  const schema = z.object({ value: ref.schema, backedUpAt: z.number() });
  const own = readStoredJson(draftBackupPrefix(ref.scope, ref.owner) + ref.id, schema);
  if (own) return own as DraftBackup<T>;
  return ref.legacy ? readStoredJson(ref.legacy.key, ref.legacy.schema) : undefined;
}
