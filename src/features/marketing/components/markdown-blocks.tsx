/**
 * Renders blocks of our Markdown subset (common/content/parse-markdown-blocks.ts) for the legal
 * pages: paragraphs, bullet lists, `###` headings and code, with inline `**bold**` and
 * `[links](href)`. Links to our own pages ("/…") use the router; others are plain anchors.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MarkdownBlock } from '@/common/content/parse-markdown-blocks.ts';

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) nodes.push(text.slice(last, at));
    const [, bold, label, href] = match;
    if (bold !== undefined) {
      nodes.push(<strong key={at}>{renderInline(bold)}</strong>);
    } else if (href?.startsWith('/')) {
      nodes.push(
        <Link key={at} to={href}>
          {label}
        </Link>,
      );
    } else {
      nodes.push(
        <a key={at} href={href}>
          {label}
        </a>,
      );
    }
    last = at + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function MarkdownBlocks({ blocks }: { blocks: readonly MarkdownBlock[] }) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'paragraph':
        return <p key={index}>{renderInline(block.text)}</p>;
      case 'list':
        return (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </ul>
        );
      case 'heading':
        return <h3 key={index}>{renderInline(block.text)}</h3>;
      case 'code':
        return (
          <pre key={index}>
            <code>{block.text}</code>
          </pre>
        );
    }
  });
}
