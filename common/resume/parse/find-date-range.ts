/**
 * Finds a date range in a line ("Jan 2021 – Present", "01/2021 - 03/2023", "2021-01 to 2022-06",
 * "2015 – 2019") and keeps each end's precision (issue 24 §4): "Jan 2021" is stored as "2021-01",
 * "2015" as "2015", "15 Jan 2021" as "2021-01-15", never padded to a day nobody wrote.
 */
import { readResumeDate } from '../dates/read-resume-date.ts';

const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** Full dates first, so "15 Mar 2021" is not read as "Mar 2021". */
const DATE =
  `(?:\\d{1,2}\\s+${MONTH_NAME}\\.?,?\\s+\\d{4}|${MONTH_NAME}\\.?\\s+\\d{1,2},\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2}` +
  `|${MONTH_NAME}\\.?\\s+\\d{4}|\\d{1,2}[/.]\\d{4}|\\d{4}[-/]\\d{2}(?![\\d/])|(?:19|20)\\d{2})`;
const END = `(?:${DATE}|present|current|now|today|ongoing)`;
const RANGE = new RegExp(`(${DATE})\\s*(?:-|–|—|to|until)\\s*(${END})`, 'i');
const SINGLE = new RegExp(`(?:^|[\\s(|,])(?:graduated\\s+|since\\s+)?(${DATE})(?=$|[\\s)|,])`, 'i');

export interface FoundDateRange {
  start: string;
  end: string;
  /** The text matched, to cut out of the line. */
  match: string;
}

export function normalizeDate(raw: string): string {
  return readResumeDate(raw) ?? '';
}

export function findDateRange(line: string): FoundDateRange | null {
  const range = RANGE.exec(line);
  if (range?.[1] && range[2]) {
    return { start: normalizeDate(range[1]), end: normalizeDate(range[2]), match: range[0] };
  }
  const single = SINGLE.exec(line);
  if (single?.[1]) {
    // One date alone is an end (a graduation) more often than a start.
    return { start: '', end: normalizeDate(single[1]), match: single[0].trim() };
  }
  return null;
}
