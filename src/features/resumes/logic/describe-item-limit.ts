/**
 * Why no more items of a kind can be added, or null while one can: the editor says so at the
 * Add button instead of letting the sync endpoint refuse the new item later (422 too_many_items,
 * product.md#api), which would leave an item on this device that never reaches the server.
 */
import { RESUME_MAX_ITEMS, type ResumeItemKind } from '@/common/resume/resume-fields-schema.ts';

const PLURAL: Record<ResumeItemKind, string> = {
  employment: 'experience items',
  education: 'education items',
  skill: 'skills',
  project: 'projects',
  certification: 'certifications',
};

export function describeItemLimit(kind: ResumeItemKind, count: number): string | null {
  const max = RESUME_MAX_ITEMS[kind];
  return count < max
    ? null
    : `A resume holds at most ${max} ${PLURAL[kind]}: delete one to add another.`;
}
