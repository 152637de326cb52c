/**
 * Reads a date as people write it on a résumé or type it in the editor — "Mar 2021",
 * "March 2021", "03/2021", "2021-03", "2021", "15 Mar 2021", "Mar 15, 2021", "2021-03-15",
 * "Present", "Summer 2022" — into the stored form with the same precision (resume-date-schema.ts), or
 * null when the text is not (yet) a date. A season keeps only its year: which month "Summer" starts
 * in is not written, and a month nobody wrote is never made up.
 */
import { RESUME_CALENDAR_DATE, type ResumeDate } from './resume-date-schema.ts';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const PRESENT = /^(present|current|currently|now|today|ongoing|date)$/;
const SEASON = /^(?:spring|summer|fall|autumn|winter) (\d{4})$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A month written as a name or its abbreviation ("Mar", "Sept", "march"), or 0. */
function monthOfName(name: string): number {
  if (name.length < 3) return 0;
  return MONTHS.findIndex((month) => month.startsWith(name)) + 1;
}

/** The value when it is a real calendar date (no 31 June), else null. */
function checked(value: string): ResumeDate | null {
  if (!RESUME_CALENDAR_DATE.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return value;
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day ? value : null;
}

export function readResumeDate(raw: string): ResumeDate | null {
  // No-break and thin spaces come out of PDFs between a month and its year.
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/[\s\u00a0\u2009\u202f]+/g, ' ');
  if (PRESENT.test(text)) return 'present';
  let m = /^(\d{4})$/.exec(text) ?? SEASON.exec(text);
  if (m?.[1]) return checked(m[1]);
  m = /^([a-z]+)\.? (\d{4})$/.exec(text);
  if (m?.[1] && m[2]) {
    const month = monthOfName(m[1]);
    return month ? checked(`${m[2]}-${pad(month)}`) : null;
  }
  m = /^(\d{1,2})[/.](\d{4})$/.exec(text);
  if (m?.[1] && m[2]) return checked(`${m[2]}-${pad(Number(m[1]))}`);
  m = /^(\d{4})[-/](\d{1,2})$/.exec(text);
  if (m?.[1] && m[2]) return checked(`${m[1]}-${pad(Number(m[2]))}`);
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m?.[1] && m[2] && m[3]) return checked(`${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`);
  m = /^(\d{1,2}) ([a-z]+)\.?,? (\d{4})$/.exec(text);
  if (m?.[1] && m[2] && m[3]) {
    const month = monthOfName(m[2]);
    return month ? checked(`${m[3]}-${pad(month)}-${pad(Number(m[1]))}`) : null;
  }
  m = /^([a-z]+)\.? (\d{1,2}),? (\d{4})$/.exec(text);
  if (m?.[1] && m[2] && m[3]) {
    const month = monthOfName(m[1]);
    return month ? checked(`${m[3]}-${pad(month)}-${pad(Number(m[2]))}`) : null;
  }
  return null;
}
