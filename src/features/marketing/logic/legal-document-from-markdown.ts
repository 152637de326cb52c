/**
 * A legal page's Markdown (content/legal/, product.md#legal) as the parts of the legal layout:
 * the title from the front matter, the intro (everything before the first `##`), and one section
 * per `## Title {#anchor}` heading. The anchors are written out in the file because links from
 * other pages and e-mails point at them: renaming a title must not break them.
 */
import { parseFrontMatter } from '@/common/content/parse-front-matter.ts';
import { parseMarkdownBlocks, type MarkdownBlock } from '@/common/content/parse-markdown-blocks.ts';

export interface LegalMarkdownSection {
  id: string;
  title: string;
  blocks: MarkdownBlock[];
}

export interface LegalMarkdownDocument {
  title: string;
  intro: MarkdownBlock[];
  sections: LegalMarkdownSection[];
}

const SECTION_HEADING = /^(.*?)\s*\{#([a-z0-9-]+)\}$/;

export function legalDocumentFromMarkdown(markdown: string): LegalMarkdownDocument {
  const { fields, body } = parseFrontMatter(markdown);
  if (!fields.title) throw new Error('A legal document needs a title in its front matter.');
  const document: LegalMarkdownDocument = { title: fields.title, intro: [], sections: [] };
  for (const block of parseMarkdownBlocks(body)) {
    if (block.kind === 'heading' && block.level === 2) {
      const match = SECTION_HEADING.exec(block.text);
      if (!match) throw new Error(`The section "${block.text}" needs an anchor: {#section-id}.`);
      document.sections.push({ title: match[1] ?? '', id: match[2] ?? '', blocks: [] });
      continue;
    }
    const current = document.sections.at(-1);
    (current ? current.blocks : document.intro).push(block);
  }
  return document;
}
