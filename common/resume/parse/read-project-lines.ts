/**
 * The lines of a "Projects" section → projects (issue 32). A project is a name line, then any of:
 * a line of dates and/or a link ("Mar 2024 – May 2024 | https://…"), a technologies line
 * ("Technologies: SQL, dbt"), bullet lines. A name line after any of those starts the next
 * project; a name line right after a name line continues it (a wrapped visual line) unless each
 * line is a paragraph. "Name | SQL, dbt | 2024" on one line is read too (the other parts are the
 * technologies). Pure.
 */
import type { ParseMeta } from '../resume-schema.ts';
import { BULLET_PREFIX } from '../resume-schema.ts';
import { findDateRange } from './find-date-range.ts';

export interface ParsedProject {
  project_name: string;
  description: string;
  url: string;
  start_date: string;
  end_date: string;
  keywords: string;
  parse_meta: ParseMeta;
}

const BULLET = /^\s*[•·▪●◦‣\-*–○■□►▸▹➢➤✓✔❖◆◇♦⋄∙]\s+/;
/** A link written out: with a scheme, or a bare host followed by a path ("github.com/jane/x"). */
export const URL_PATTERN =
  /\bhttps?:\/\/[^\s|]+|\b(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s|]*/i;
const KEYWORDS = /^\s*(?:technologies|tech stack|stack|tools|built with|keywords|skills)\s*:\s*/i;
/** Parts of a line: a tab, " | " or " · " (a dash stays: "Churn model – telco" is one name). */
const SEPARATOR = /\s*(?:\t|\s\|\s|\s[•·]\s)\s*/;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function meta(confidence: number, source: string) {
  return { confidence, source: clean(source) };
}

interface Draft {
  name: string[];
  description: string[];
  url: string;
  start: string;
  end: string;
  keywords: string;
  source: string[];
  /** Anything read after the name: a further name line starts the next project. */
  detailed: boolean;
}

export function readProjectLines(lines: string[], paragraphs: boolean): ParsedProject[] {
  const drafts: Draft[] = [];
  let current = null as Draft | null;
  let lastWasBullet = false;
  const start = (): Draft => {
    current = {
      name: [],
      description: [],
      url: '',
      start: '',
      end: '',
      keywords: '',
      source: [],
      detailed: false,
    };
    drafts.push(current);
    return current;
  };
  for (const raw of lines) {
    const text = clean(raw.replace(/\t/g, ' | '));
    if (!text) continue;
    if (BULLET.test(raw)) {
      const draft: Draft = current ?? start();
      draft.description.push(clean(raw.replace(BULLET, '')));
      draft.detailed = true;
      lastWasBullet = true;
      continue;
    }
    // The rest of a bullet wrapped onto the next visual line starts in lower case.
    const continuing: Draft | null = current;
    if (lastWasBullet && !paragraphs && continuing && /^\p{Ll}/u.test(text)) {
      const description = continuing.description;
      description[description.length - 1] = `${description.at(-1) ?? ''} ${text}`;
      continue;
    }
    lastWasBullet = false;
    if (KEYWORDS.test(text)) {
      const draft: Draft = current ?? start();
      draft.keywords = clean(text.replace(KEYWORDS, ''));
      draft.detailed = true;
      continue;
    }
    let rest = raw.replace(/\t/g, ' | ');
    const range = findDateRange(rest);
    if (range) rest = rest.replace(range.match, ' ');
    const url = URL_PATTERN.exec(rest)?.[0] ?? '';
    if (url) rest = rest.replace(url, ' ');
    const parts = rest
      .split(SEPARATOR)
      .map((part) => clean(part).replace(/^[,|]\s*|\s*[,|]$/g, ''))
      .filter((part) => part && part !== '|');
    const [name, ...others] = parts;
    let draft: Draft | null = current;
    if (name) {
      const wrapped =
        draft !== null && !draft.detailed && !paragraphs && draft.name.length > 0 && !range && !url;
      if (!draft || draft.detailed || !wrapped) draft = start();
      draft.name.push(name);
      if (others.length > 0) draft.keywords = others.join(', ');
    }
    draft ??= start();
    if (range) {
      draft.start = range.start;
      draft.end = range.end;
      draft.detailed = true;
    }
    if (url) {
      draft.url = url.replace(/[.,;)]$/, '');
      draft.detailed = true;
    }
    draft.source.push(text);
  }
  return drafts
    .filter((draft) => draft.name.length > 0 || draft.description.length > 0)
    .map((draft) => {
      const name = draft.name.join(' ');
      const source = draft.source.join('\n');
      return {
        project_name: name,
        description: draft.description.map((line) => `${BULLET_PREFIX}${line}`).join('\n'),
        url: draft.url,
        start_date: draft.start,
        end_date: draft.end,
        keywords: draft.keywords,
        parse_meta: {
          project_name: meta(name ? 0.8 : 0, source),
          url: meta(draft.url ? 0.9 : 0, source),
          start_date: meta(draft.start ? 0.85 : 0, source),
          end_date: meta(draft.end ? 0.85 : 0, source),
          keywords: meta(draft.keywords ? 0.8 : 0, source),
          description: meta(draft.description.length > 0 ? 0.85 : 0, draft.description.join('\n')),
        },
      };
    });
}
