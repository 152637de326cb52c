/**
 * The source text to show under a parsed field the parser was unsure of, or null: only
 * for a field that holds a value read from some text with confidence below LOW_CONFIDENCE_BELOW
 * (a field the parser did not find at all has nothing to check).
 */
import type { ParsedFieldMeta } from '@/common/resume/resume-schema.ts';
import { LOW_CONFIDENCE_BELOW } from './resume-item-lists.ts';

export function lowConfidenceSource(
  meta: ParsedFieldMeta | undefined,
  value: unknown,
): string | null {
  if (!meta || meta.confidence >= LOW_CONFIDENCE_BELOW) return null;
  if (value === null || value === undefined || value === '' || meta.source.trim() === '') {
    return null;
  }
  return meta.source;
}
