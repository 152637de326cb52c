/**
 * A Word document's HTML (mammoth's conversion keeps the structure) → resume lines: headings are
 * flagged, list items get a bullet so descriptions keep their items, and table cells are read
 * cell by cell (a two-column Word resume is usually a table). A pure function with no DOM, so the
 * server (after mammoth in Node) and the browser (after mammoth's browser build) read alike.
 */
import type { TextLine } from './text-line.ts';

const BLOCK = /<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi;

function decode(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ');
}

export function readDocxHtmlLines(html: string): TextLine[] {
  const lines: TextLine[] = [];
  for (const match of html.matchAll(BLOCK)) {
    const tag = (match[1] ?? '').toLowerCase();
    const text = decode(match[2] ?? '')
      .replace(/\t+/g, '\t')
      .trim();
    if (!text) continue;
    if (tag.startsWith('h')) {
      lines.push({ text, fontSize: tag === 'h1' ? 20 : 14, heading: tag !== 'h1' });
    } else if (tag === 'li') {
      lines.push({ text: `• ${text}`, fontSize: 10 });
    } else {
      lines.push({ text, fontSize: 10 });
    }
  }
  return lines;
}
