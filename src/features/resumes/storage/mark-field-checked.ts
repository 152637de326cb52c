/**
 * The learner confirmed or fixed a parsed field ("Check N fields", issue 25): its key joins the
 * résumé's `checked_fields`, written like any other résumé field (IndexedDB first, then the sync
 * engine), so it stays checked after a reload, offline, and on the learner's other devices.
 * Marks run one after another: each reads the newest stored list, so two quick marks never drop
 * one another.
 */
import { resumeDetailsRowSchema } from '@/common/resume/resume-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { checkedFieldKey } from '../logic/checked-field-key.ts';
import { resumeDetailsKey } from '../logic/resume-item-lists.ts';
import { writeResumeFields, type ResumeFieldTarget } from './write-resume-fields.ts';

let tail: Promise<void> = Promise.resolve();

export function markFieldChecked(target: ResumeFieldTarget, field: string): Promise<void> {
  const { owner, resumeId } = target;
  const key = checkedFieldKey(target.item?.id, field);
  const run = async () => {
    const parsed = resumeDetailsRowSchema.safeParse(
      await db.resumeDetails.get(resumeDetailsKey(owner, resumeId)),
    );
    if (!parsed.success) return;
    const keys = parsed.data.details.checked_fields.split(' ').filter(Boolean);
    if (keys.includes(key)) return;
    await writeResumeFields({ owner, resumeId }, { checked_fields: [...keys, key].join(' ') });
  };
  tail = tail.then(run).catch((error: unknown) => {
    // Nothing is lost: the field stays listed and can be confirmed again.
    console.error('Marking a resume field checked failed', error);
  });
  return tail;
}
