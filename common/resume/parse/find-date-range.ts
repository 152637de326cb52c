/**
 * Finds a date range in a line ("Jan 2021 – Present", "01/2021 - 03/2023", "2021-01 to 2022-06",
 * "2015 – 2019") and normalises its ends to `YYYY-MM-DD` (first of the month when only a month or
 * year is given) or "present".
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DATE = `(?:${MONTH_NAME}\\.?\\s+\\d{4}|\\d{1,2}[/.]\\d{4}|\\d{4}[-/]\\d{2}(?![\\d/])|(?:19|20)\\d{2})`;
const END = `(?:${DATE}|present|current|now|today|ongoing)`;
const RANGE = new RegExp(`(${DATE})\\s*(?:-|–|—|to|until)\\s*(${END})`, 'i');
const SINGLE = new RegExp(`(?:^|[\\s(|,])(?:graduated\\s+|since\\s+)?(${DATE})(?=$|[\\s)|,])`, 'i');

export interface FoundDateRange {
  start: string;
  end: string;
  /** The text matched, to cut out of the line. */
  match: string;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function normalizeDate(raw: string): string {
  const text = raw.trim().toLowerCase().replace(/\.$/, '');
  if (/^(present|current|now|today|ongoing)$/.test(text)) return 'present';
  let m = /^([a-z]+)\.?\s+(\d{4})$/.exec(text);
  if (m?.[1] && m[2]) {
    const month = MONTHS.indexOf(m[1].slice(0, 3)) + 1;
    return `${m[2]}-${pad(month || 1)}-01`;
  }
  m = /^(\d{1,2})[/.](\d{4})$/.exec(text);
  if (m?.[1] && m[2]) return `${m[2]}-${pad(Math.min(12, Math.max(1, Number(m[1]))))}-01`;
  m = /^(\d{4})[-/](\d{2})$/.exec(text);
  if (m?.[1] && m[2]) return `${m[1]}-${m[2]}-01`;
  m = /^(\d{4})$/.exec(text);
  if (m?.[1]) return `${m[1]}-01-01`;
  return '';
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
