/** The localStorage keys of `owner`'s backups in `scope` start with this; the id follows. */
export function draftBackupPrefix(scope: string, owner: string): string {
  return `draft_backup:${scope}:${owner}:`;
}
