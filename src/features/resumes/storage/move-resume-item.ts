/**
 * Moves an item one place earlier or later: the two items swap positions (numbered 0…n-1 first
 * when the list had none), one field change each, through the sync engine.
 */
import type { ResumeItemKind } from '@/common/resume/resume-fields-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { ITEM_LIST_KEY } from '../logic/resume-item-lists.ts';
import { writeResumeFields } from './write-resume-fields.ts';

export async function moveResumeItem(
  owner: string,
  details: ResumeDetails,
  kind: ResumeItemKind,
  itemId: string,
  step: -1 | 1,
): Promise<void> {
  const list = details[ITEM_LIST_KEY[kind]] as Array<{ id: string; position?: number | undefined }>;
  const index = list.findIndex((item) => item.id === itemId);
  const other = list[index + step];
  const item = list[index];
  if (!item || !other) return;
  const positions = list.map((entry, i) => entry.position ?? i);
  // Equal positions (older copies) would not reorder: fall back to the indexes.
  const distinct = new Set(positions).size === positions.length;
  const mine = distinct ? positions[index]! : index;
  const theirs = distinct ? positions[index + step]! : index + step;
  const target = { owner, resumeId: details.resume_id };
  await writeResumeFields({ ...target, item: { kind, id: item.id } }, { position: theirs });
  await writeResumeFields({ ...target, item: { kind, id: other.id } }, { position: mine });
}
