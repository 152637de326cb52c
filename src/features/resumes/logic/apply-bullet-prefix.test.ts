import { describe, expect, it } from 'vitest';
import { applyBulletPrefix } from './apply-bullet-prefix.ts';

describe('applyBulletPrefix', () => {
  it('prefixes a typed first character and keeps the caret after it', () => {
    expect(applyBulletPrefix('a', 1)).toEqual({ value: '• a', caret: 3 });
  });

  it('leaves prefixed and empty lines alone (idempotent)', () => {
    const text = '• one\n\n• two\n';
    expect(applyBulletPrefix(text, 4)).toEqual({ value: text, caret: 4 });
  });

  it('prefixes every pasted line, losing no character, caret at the end of the paste', () => {
    const pasted = '• one\nline two\n  indented\nlast';
    const result = applyBulletPrefix(pasted, pasted.length);
    expect(result.value).toBe('• one\n• line two\n•   indented\n• last');
    expect(result.caret).toBe(result.value.length);
    expect(result.value.replaceAll('• ', '')).toBe(pasted.replaceAll('• ', ''));
  });

  it('moves the caret only for prefixes inserted before it', () => {
    // Caret in the middle of the first line; the second line gets a prefix after it.
    expect(applyBulletPrefix('• abc\nxyz', 3)).toEqual({ value: '• abc\n• xyz', caret: 3 });
  });

  it('adds the missing space after a bare bullet rather than a second bullet', () => {
    expect(applyBulletPrefix('•abc', 4)).toEqual({ value: '• abc', caret: 5 });
  });
});
