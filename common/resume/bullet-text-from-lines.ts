/**
 * A summary or description given as a list of lines (the update routes accept one, product.md#api;
 * JSON Resume has highlights) → the stored bullet text: one non-empty line per entry, each
 * starting with BULLET_PREFIX (product.md#validation). A bullet or dash the line already has is not doubled.
 */
import { BULLET_PREFIX } from './resume-schema.ts';

export function bulletTextFromLines(lines: readonly string[]): string {
  return lines
    .flatMap((line) => line.split('\n'))
    .map((line) => line.replace(/^\s*[•·\-*]\s*/, '').trim())
    .filter(Boolean)
    .map((line) => `${BULLET_PREFIX}${line}`)
    .join('\n');
}
