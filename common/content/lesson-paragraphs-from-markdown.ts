/**
 * A lesson file's body as the paragraph inputs of the Add Video form (product.md 2.21): a heading
 * gives the next paragraph its subtitle; consecutive prose paragraphs form one Text paragraph
 * (kept apart by a blank line); a bullet list is a List paragraph (one item per line); fenced
 * code is a Code paragraph in the fence's language.
 */
import type { ParagraphInput } from '../courses/authoring-schema.ts';
import type { CodeLanguage } from '../courses/paragraph-schema.ts';
import { parseMarkdownBlocks } from './parse-markdown-blocks.ts';

export function lessonParagraphsFromMarkdown(markdown: string): ParagraphInput[] {
  const paragraphs: ParagraphInput[] = [];
  let subtitle: string | null = null;
  let prose: string[] = [];
  const push = (paragraph: ParagraphInput) => {
    paragraphs.push({ ...paragraph, subtitle });
    subtitle = null;
  };
  const flushProse = () => {
    if (prose.length > 0) push({ type: 'text', content: prose.join('\n\n') });
    prose = [];
  };
  for (const block of parseMarkdownBlocks(markdown)) {
    if (block.kind === 'paragraph') {
      prose.push(block.text);
      continue;
    }
    flushProse();
    if (block.kind === 'heading') {
      if (subtitle !== null) throw new Error(`The heading "${subtitle}" has no content under it.`);
      subtitle = block.text;
    } else if (block.kind === 'list') {
      push({ type: 'list', content: block.items.join('\n') });
    } else {
      // An unknown language is left for the schema to reject with its own message.
      push({ type: 'code', content: block.text, language: block.language as CodeLanguage | null });
    }
  }
  flushProse();
  if (subtitle !== null) throw new Error(`The heading "${subtitle}" has no content under it.`);
  return paragraphs;
}
