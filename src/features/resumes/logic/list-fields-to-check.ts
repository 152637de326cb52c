/**
 * "Check N fields" (issue 25, product.md#resumes): the parsed fields the learner should look at
 * first, least sure first. A field is listed when the parser read a value for it from some text
 * with confidence below LOW_CONFIDENCE_BELOW (the same rule that marks it in the editor) and the
 * learner has not confirmed or fixed it yet (`checked_fields`). Pure.
 */
import {
  ITEM_FIELDS,
  RESUME_FIELDS,
  type ResumeItemKind,
} from '@/common/resume/resume-fields-schema.ts';
import type { ParseMeta, ResumeDetails } from '@/common/resume/resume-schema.ts';
import { checkedFieldKey } from './checked-field-key.ts';
import { lowConfidenceSource } from './low-confidence-source.ts';
import { ITEM_LIST_KEY } from './resume-item-lists.ts';
import { describeResumeField } from './describe-resume-field.ts';

export interface FieldToCheck {
  /** Its key in `checked_fields`. */
  key: string;
  field: string;
  /** Absent: one of the résumé's own fields. */
  item?: { kind: ResumeItemKind; id: string };
  /** What the learner reads: "Full name", "Experience 2: Company". */
  label: string;
  value: string;
  source: string;
  confidence: number;
}

/** The editor's fields the parser does not read: the résumé's own name and the check bookkeeping. */
const NOT_PARSED = new Set(['resume_name', 'checked_fields']);
/** The fields the parser reads, and so the ones it can be unsure of (labels as elsewhere). */
const PARSED_FIELDS = new Set(
  [...Object.keys(RESUME_FIELDS), ...Object.values(ITEM_FIELDS).flatMap(Object.keys)].filter(
    (field) => !NOT_PARSED.has(field),
  ),
);
const labelOf = (field: string) => describeResumeField(field, null).label;
const ITEM_NOUN = {
  employment: 'Experience',
  education: 'Education',
  skill: 'Skill',
  project: 'Project',
  certification: 'Certification',
} as const;

/** The keys in a stored `checked_fields` (absent in copies cached before issue 25). */
function readChecked(stored: string | undefined): Set<string> {
  return new Set((stored ?? '').split(' ').filter(Boolean));
}

export function listFieldsToCheck(details: ResumeDetails): FieldToCheck[] {
  const checked = readChecked(details.checked_fields);
  const found: FieldToCheck[] = [];
  const visit = (
    record: Record<string, unknown>,
    meta: ParseMeta,
    label: (field: string) => string,
    item?: FieldToCheck['item'],
  ) => {
    for (const [field, fieldMeta] of Object.entries(meta)) {
      if (!PARSED_FIELDS.has(field)) continue;
      const value = record[field];
      const source = lowConfidenceSource(fieldMeta, value);
      const key = checkedFieldKey(item?.id, field);
      if (source === null || checked.has(key)) continue;
      found.push({
        key,
        field,
        ...(item ? { item } : {}),
        label: label(field),
        value: String(value),
        source,
        confidence: fieldMeta.confidence,
      });
    }
  };
  visit(details as unknown as Record<string, unknown>, details.parse_meta, labelOf);
  for (const kind of Object.keys(ITEM_LIST_KEY) as ResumeItemKind[]) {
    const items = details[ITEM_LIST_KEY[kind]];
    items.forEach((entry, index) =>
      visit(
        entry as unknown as Record<string, unknown>,
        entry.parse_meta,
        (f) => `${ITEM_NOUN[kind]} ${index + 1}: ${labelOf(f)}`,
        { kind, id: entry.id },
      ),
    );
  }
  // Least sure first; ties keep the order of the résumé (a stable sort).
  return found.sort((a, b) => a.confidence - b.confidence);
}
