import { listStoredKeys } from '../local-storage.ts';
import { draftBackupPrefix } from './draft-backup-prefix.ts';

/** The ids of `owner`'s backups in `scope` whose id starts with `idPrefix` (e.g. one résumé). */
export function listDraftBackups(scope: string, owner: string, idPrefix = ''): string[] {
  const prefix = draftBackupPrefix(scope, owner);
  return listStoredKeys(prefix + idPrefix).map((key) => key.slice(prefix.length));
}
