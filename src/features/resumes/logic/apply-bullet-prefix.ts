/**
 * product.md#validation: every non-empty line of a summary or description starts with the bullet prefix.
 * Applied on every input (typing and pasting): characters are only ever added, never removed, and
 * the caret moves with the text it was in. A line starting with a bare "•" gets the missing space.
 */
import { BULLET_PREFIX } from '@/common/resume/resume-schema.ts';

const BULLET = BULLET_PREFIX.trimEnd();

export function applyBulletPrefix(value: string, caret: number): { value: string; caret: number } {
  let out = '';
  let start = 0;
  let nextCaret = caret;
  const lines = value.split('\n');
  lines.forEach((line, index) => {
    let fixed = line;
    if (line.trim() !== '' && !line.startsWith(BULLET_PREFIX)) {
      const bare = line.startsWith(BULLET);
      fixed = bare ? BULLET_PREFIX + line.slice(BULLET.length) : BULLET_PREFIX + line;
      const insertedAt = bare ? start + BULLET.length : start;
      if (caret >= insertedAt) nextCaret += fixed.length - line.length;
    }
    out += fixed + (index < lines.length - 1 ? '\n' : '');
    start += line.length + 1;
  });
  return { value: out, caret: nextCaret };
}
