import { z } from 'zod';
import { RESUME_ITEM_KINDS } from '@/common/resume/resume-fields-schema.ts';
import type { DraftRef } from '@/src/lib/drafts/draft-ref.ts';

export const RESUME_FIELD_BACKUP_SCOPE = 'resume-field';

/** A résumé field's leave-page backup carries its target, so a list of backups can be replayed. */
const resumeFieldBackupSchema = z.object({
  resumeId: z.string(),
  item: z.object({ kind: z.enum(RESUME_ITEM_KINDS), id: z.string() }).optional(),
  field: z.string(),
  value: z.unknown(),
});
export type ResumeFieldBackup = z.infer<typeof resumeFieldBackupSchema>;

/**
 * The draft-store entry of one field of a résumé or of one of its items. Ids are
 * `<resumeId>:<item kind>:<item id>:<field>` (queue-resume-write.ts): they start with the
 * résumé's id, so the editor lists its own backups when it opens (restore-resume-backups.ts).
 */
export function resumeFieldBackupRef(owner: string, backupId: string): DraftRef<ResumeFieldBackup> {
  return { scope: RESUME_FIELD_BACKUP_SCOPE, owner, id: backupId, schema: resumeFieldBackupSchema };
}
