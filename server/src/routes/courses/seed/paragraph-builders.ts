/**
 * Terse builders for curriculum paragraphs, so the lesson files read like the lessons themselves.
 * Code is written indented in the source and dedented here.
 */
import type { CodeLanguage } from '../../../../../common/learning/paragraph-schema.ts';
import type { SeedParagraph } from './curriculum-types.ts';

/** Removes the leading newline, trailing whitespace and the common indentation of a block. */
function dedent(block: string): string {
  const lines = block.replace(/^\n/, '').replace(/\s+$/, '').split('\n');
  const indents = lines
    .filter((line) => line.trim().length > 0)
    .map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common)).join('\n');
}

/** Collapses a prose block written over several source lines into single-spaced paragraphs. */
function prose(block: string): string {
  return dedent(block)
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s*\n\s*/g, ' ').trim())
    .join('\n\n');
}

export const para = {
  text: (subtitle: string | null, content: string): SeedParagraph => ({
    type: 'text',
    subtitle,
    content: prose(content),
  }),
  list: (subtitle: string | null, items: string[]): SeedParagraph => ({
    type: 'list',
    subtitle,
    content: items.map((item) => item.replace(/\s*\n\s*/g, ' ').trim()).join('\n'),
  }),
  code: (subtitle: string | null, language: CodeLanguage, content: string): SeedParagraph => ({
    type: 'code',
    subtitle,
    content: dedent(content),
    language,
  }),
};
