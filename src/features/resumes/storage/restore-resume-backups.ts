/**
 * Takes back the résumé fields whose saves a left page may have cut off (queue-resume-write.ts):
 * each backup that differs from the local copy is written as an ordinary edit, then removed. Run
 * when the editor opens, before the server's copy is fetched, so the refresh keeps it as unsent.
 */
import { resumeDetailsRowSchema } from '@/common/resume/resume-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { clearDraftBackup } from '@/src/lib/drafts/clear-draft-backup.ts';
import { listDraftBackups } from '@/src/lib/drafts/list-draft-backups.ts';
import { readDraftBackup } from '@/src/lib/drafts/read-draft-backup.ts';
import { ITEM_LIST_KEY, resumeDetailsKey } from '../logic/resume-item-lists.ts';
import { RESUME_FIELD_BACKUP_SCOPE, resumeFieldBackupRef } from './resume-field-backup-ref.ts';
import { writeResumeFields } from './write-resume-fields.ts';

export async function restoreResumeBackups(owner: string, resumeId: string): Promise<void> {
  const ids = listDraftBackups(RESUME_FIELD_BACKUP_SCOPE, owner, `${resumeId}:`);
  for (const id of ids) {
    const ref = resumeFieldBackupRef(owner, id);
    const backup = readDraftBackup(ref);
    if (!backup) continue;
    const parsed = resumeDetailsRowSchema.safeParse(
      await db.resumeDetails.get(resumeDetailsKey(owner, resumeId)),
    );
    // Not on this device (yet): the backup waits for a copy to write into.
    if (!parsed.success) return;
    const { item, field, value } = backup.value;
    const details = parsed.data.details as unknown as Record<string, unknown>;
    const holder = item
      ? (details[ITEM_LIST_KEY[item.kind]] as Record<string, unknown>[]).find(
          (candidate) => candidate.id === item.id,
        )
      : details;
    // An item deleted since has nothing to take the value back into.
    if (holder && JSON.stringify(holder[field]) !== JSON.stringify(value)) {
      await writeResumeFields({ owner, resumeId, ...(item ? { item } : {}) }, { [field]: value });
    }
    clearDraftBackup(ref, { value: backup.value });
  }
}
