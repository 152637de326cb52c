/**
 * The lines of a "Certifications" section → certifications (issue 32). Read both as Nyra
 * exports them (a name line; "Issuer | Mar 2024"; the link; "Credential ID: …") and as people
 * write them on one line ("AWS Certified Data Engineer – Amazon Web Services, 2024"). A name line
 * after any detail, or a bullet-marked line, starts the next certification; the line right after
 * a bare name is its issuer, unless the name was cut by the line's end (a long line, or the next
 * one starts in lower case).
 * Pure.
 */
import type { ParseMeta } from '../resume-schema.ts';
import { findDateRange } from './find-date-range.ts';
import { URL_PATTERN } from './read-project-lines.ts';

export interface ParsedCertification {
  certification_name: string;
  issuer: string;
  issue_date: string;
  url: string;
  credential_id: string;
  parse_meta: ParseMeta;
}

const BULLET = /^\s*[•·▪●◦‣\-*–○■□►▸▹➢➤✓✔❖◆◇♦⋄∙]\s+/;
const CREDENTIAL =
  /^\s*(?:credential(?:\s*id)?|certificate\s*(?:id|no|number)|id)\b\.?\s*[:#]?\s*/i;
const ISSUED = /^\s*(?:issued(?:\s+by)?|issuer|by)\s*:?\s+/i;
/** Parts of a line: a tab, " | ", " · ", a spaced dash, or a comma before a date. */
const SEPARATOR = /\s*(?:\t|\s\|\s|\s[•·]\s|\s—\s|\s–\s|\s-\s)\s*/;
/** A visual line this long (characters) was probably cut by the right margin. */
const FULL_LINE_CHARS = 60;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function meta(confidence: number, source: string) {
  return { confidence, source: clean(source) };
}

interface Draft {
  name: string;
  issuer: string;
  date: string;
  url: string;
  id: string;
  source: string[];
}

export function readCertificationLines(
  lines: string[],
  paragraphs: boolean,
): ParsedCertification[] {
  const drafts: Draft[] = [];
  let current = null as Draft | null;
  const start = (): Draft => {
    current = { name: '', issuer: '', date: '', url: '', id: '', source: [] };
    drafts.push(current);
    return current;
  };
  const detailed = (draft: Draft) => Boolean(draft.issuer || draft.date || draft.url || draft.id);
  for (const [index, raw] of lines.entries()) {
    const text = clean(raw.replace(BULLET, '').replace(/\t/g, ' | '));
    if (!text) continue;
    const open: Draft | null = current;
    if (CREDENTIAL.test(text) && open) {
      open.id = clean(text.replace(CREDENTIAL, ''));
      open.source.push(text);
      continue;
    }
    let rest = text;
    const range = findDateRange(rest);
    // One date is when it was issued; a range ("2022 – 2025") names when it was valid from.
    const date = range ? range.start || range.end : '';
    if (range) rest = rest.replace(range.match, ' ');
    const url = URL_PATTERN.exec(rest)?.[0] ?? '';
    if (url) rest = rest.replace(url, ' ');
    const parts = rest
      .replace(/\(\s*\)/g, ' ')
      .split(SEPARATOR)
      .map((part) => clean(part).replace(/^[,|:]\s*|\s*[,|:(]$/g, ''))
      .filter((part) => part && part !== '|' && !/^(?:issued|expires?)$/i.test(part));
    let draft: Draft | null = open;
    if (parts.length > 0) {
      const issuerLine = ISSUED.test(parts[0] ?? '');
      const first = clean((parts[0] ?? '').replace(ISSUED, ''));
      // A marked line is a certification of its own ("• AWS Certified …" lists).
      if (draft && !detailed(draft) && draft.name && !BULLET.test(raw)) {
        const previous = lines[index - 1] ?? '';
        const cut =
          !paragraphs &&
          !issuerLine &&
          !range &&
          (clean(previous).length >= FULL_LINE_CHARS || /^\p{Ll}/u.test(first));
        if (cut) draft.name = `${draft.name} ${first}`;
        else draft.issuer = first;
      } else {
        draft = start();
        // Without a date or link the line is a name alone, dashes and all ("… – Associate").
        const whole = !range && !url;
        draft.name = whole ? clean(rest) : first;
        if (parts[1] && !whole) draft.issuer = parts[1].replace(ISSUED, '');
      }
    }
    draft ??= start();
    if (date) draft.date = date;
    if (url) draft.url = url.replace(/[.,;)]$/, '');
    draft.source.push(text);
  }
  return drafts
    .filter((draft) => draft.name)
    .map((draft) => {
      const source = draft.source.join('\n');
      return {
        certification_name: draft.name,
        issuer: draft.issuer,
        issue_date: draft.date,
        url: draft.url,
        credential_id: draft.id,
        parse_meta: {
          certification_name: meta(0.8, source),
          issuer: meta(draft.issuer ? 0.75 : 0, source),
          issue_date: meta(draft.date ? 0.85 : 0, source),
          url: meta(draft.url ? 0.9 : 0, source),
          credential_id: meta(draft.id ? 0.85 : 0, source),
        },
      };
    });
}
