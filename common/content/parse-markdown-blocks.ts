/**
 * The small Markdown subset our content files use (content/README.md), as blocks:
 * `#`–`######` headings, prose paragraphs (lines joined by single spaces, so authors may wrap),
 * bullet lists (`- ` items; indented lines continue an item) and fenced code (``` or longer,
 * with an optional language). Inline markup is left in the text for the renderer to handle.
 * Pure and dependency-free: the server, the client's prerender and the tests share it.
 */

export type MarkdownBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'code'; language: string | null; text: string };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^(`{3,})\s*([\w+-]*)\s*$/;
const BULLET = /^[-*]\s+(.*)$/;

export function parseMarkdownBlocks(markdown: string): MarkdownBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: MarkdownBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      index++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      index++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] ?? '```';
      const close = lines.findIndex((next, at) => at > index && next.trimEnd() === marker);
      if (close < 0) throw new Error(`The code block opened on line ${index + 1} is not closed.`);
      blocks.push({
        kind: 'code',
        language: fence[2] ? fence[2] : null,
        text: lines.slice(index + 1, close).join('\n'),
      });
      index = close + 1;
      continue;
    }
    if (BULLET.test(line)) {
      const items: string[] = [];
      while (index < lines.length) {
        const current = lines[index] ?? '';
        const bullet = BULLET.exec(current);
        if (bullet) {
          items.push((bullet[1] ?? '').trim());
        } else if (/^\s+\S/.test(current) && items.length > 0) {
          items[items.length - 1] += ` ${current.trim()}`;
        } else {
          break;
        }
        index++;
      }
      blocks.push({ kind: 'list', items });
      continue;
    }
    const prose: string[] = [];
    while (index < lines.length) {
      const current = lines[index] ?? '';
      if (current.trim() === '' || HEADING.test(current) || FENCE.test(current)) break;
      if (BULLET.test(current)) break;
      prose.push(current.trim());
      index++;
    }
    blocks.push({ kind: 'paragraph', text: prose.join(' ') });
  }
  return blocks;
}
