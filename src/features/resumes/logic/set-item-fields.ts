/**
 * Writes fields into one item of a details row (in place), keeping the list in position order
 * when a position changed. Pure, shared by local edits and fields taken from the server.
 */
import type { ResumeItemKind } from '@/common/resume/resume-fields-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { ITEM_LIST_KEY } from './resume-item-lists.ts';

type Item = Record<string, unknown> & { id: string; position?: number | undefined };

export function setItemFields(
  details: ResumeDetails,
  kind: ResumeItemKind,
  itemId: string,
  fields: Record<string, unknown>,
): boolean {
  const list = details[ITEM_LIST_KEY[kind]] as unknown as Item[];
  const item = list.find((candidate) => candidate.id === itemId);
  if (!item) return false;
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'resume_id') continue;
    item[field] = value;
  }
  if ('position' in fields) {
    list.forEach((entry, index) => (entry.position ??= index));
    list.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  }
  return true;
}
