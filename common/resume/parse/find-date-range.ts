/**
 * Finds a date range in a line and keeps each end's precision (issue 24 §4): "Jan 2021" is stored
 * as "2021-01", "2015" as "2015", "15 Jan 2021" as "2021-01-15", never padded to a day nobody wrote.
 * One grammar for the usual forms (issue 25): Month YYYY, Mon YYYY, MM/YYYY, YYYY-MM, YYYY, seasons,
 * present/current/now, joined by hyphens, en/em dashes, minus signs or "to"; "Jan – Mar 2022" (the
 * start borrows the end's year); "Since 2021" (open-ended). Each end is read by readResumeDate, so
 * what a range accepts and what the editor accepts never drift apart.
 */
import { readResumeDate } from '../dates/read-resume-date.ts';

const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
/** Full dates first, so "15 Mar 2021" is not read as "Mar 2021". */
const DATE =
  `(?:\\d{1,2}\\s+${MONTH_NAME}\\.?,?\\s+\\d{4}|${MONTH_NAME}\\.?\\s+\\d{1,2},\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2}` +
  `|${MONTH_NAME}\\.?,?\\s+\\d{4}|${SEASON}\\s+\\d{4}|\\d{1,2}[/.]\\d{4}|\\d{4}[-/.]\\d{2}(?![\\d/])|(?:19|20)\\d{2})(?!\\d)`;
const END = `(?:${DATE}|present|current(?:ly)?|now|today|ongoing|date)`;
const DASH = '(?:-|–|—|−|‐|→|to|until|till)';
const RANGE = new RegExp(`(?<![\\d/])(${DATE})\\s*${DASH}\\s*(${END})\\b`, 'i');
/** "Jan – Mar 2022": a month alone starts a range that ends in the same year. */
const SAME_YEAR = new RegExp(
  `\\b(${MONTH_NAME})\\.?\\s*${DASH}\\s*(${MONTH_NAME}\\.?,?\\s+(\\d{4}))\\b`,
  'i',
);
const SINCE = new RegExp(`\\b(?:since|from)\\s+(${DATE})`, 'i');
const SINGLE = new RegExp(
  `(?:^|[\\s(|,\\t])(?:graduated\\s+|expected\\s+)?(${DATE})(?=$|[\\s)|,.;\\t])`,
  'i',
);

export interface FoundDateRange {
  start: string;
  end: string;
  /** The text matched, to cut out of the line. */
  match: string;
}

export function normalizeDate(raw: string): string {
  return readResumeDate(raw.replace(/^(\d{4})\.(\d{2})$/, '$1-$2').replace(/,/g, ' ')) ?? '';
}

export function findDateRange(raw: string): FoundDateRange | null {
  // PDFs put no-break and thin spaces inside dates; the match is cut out of the raw line, and
  // these replacements keep every index where it was.
  const line = raw.replace(/[\u00a0\u2009\u202f]/g, ' ');
  const range = RANGE.exec(line);
  if (range?.[1] && range[2]) {
    return { start: normalizeDate(range[1]), end: normalizeDate(range[2]), match: range[0] };
  }
  const sameYear = SAME_YEAR.exec(line);
  if (sameYear?.[1] && sameYear[2] && sameYear[3]) {
    return {
      start: normalizeDate(`${sameYear[1]} ${sameYear[3]}`),
      end: normalizeDate(sameYear[2]),
      match: sameYear[0],
    };
  }
  const since = SINCE.exec(line);
  if (since?.[1]) return { start: normalizeDate(since[1]), end: 'present', match: since[0] };
  const single = SINGLE.exec(line);
  if (single?.[1]) {
    // One date alone is an end (a graduation) more often than a start.
    return { start: '', end: normalizeDate(single[1]), match: single[0].trim() };
  }
  return null;
}
