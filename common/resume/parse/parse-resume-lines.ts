/**
 * The resume parser proper: lines in reading order → the fields of product.md#entities with, per field, a
 * confidence and the source text. Pure (no I/O), so the layout logic is tested on plain lines
 * and can run in the browser too. Steps: find section headings (vocabulary, or a short line set
 * larger or in capitals), read contact details from the header and contact section, then each
 * section with its own reader. Summary and descriptions become bullet lines (product.md#validation).
 */
import { parsePhoneNumber } from 'awesome-phonenumber';
import type { ParseMeta, SkillLevel } from '../resume-schema.ts';
import { BULLET_PREFIX } from '../resume-schema.ts';
import { findSkillMentions } from '../../skills/find-skill-mentions.ts';
import { findDateRange, normalizeDate } from './find-date-range.ts';
import { countryName, findLocation } from './find-location.ts';
import { readCertificationLines, type ParsedCertification } from './read-certification-lines.ts';
import { readFieldLabel, type LabelledField } from './read-field-label.ts';
import { readProjectLines, type ParsedProject } from './read-project-lines.ts';
import type { TextLine } from './text-line.ts';

export interface ParsedEmployment {
  company_name: string;
  title: string;
  start_date: string;
  end_date: string;
  description: string;
  location: string;
  parse_meta: ParseMeta;
}
export interface ParsedEducation {
  school_name: string;
  degree: string;
  field_of_study: string;
  start_date: string;
  end_date: string;
  description: string;
  parse_meta: ParseMeta;
}
export interface ParsedSkill {
  skill_name: string;
  skill_level: SkillLevel | null;
  skill_description: string;
  parse_meta: ParseMeta;
}
export interface ParsedResume {
  learner_name: string;
  learner_email: string;
  learner_phone: string;
  city: string;
  country: string;
  role: string;
  learner_github: string;
  learner_linkedin: string;
  summary: string;
  employment_history: ParsedEmployment[];
  education_history: ParsedEducation[];
  skills: ParsedSkill[];
  /** Issue 32: the "Projects" and "Certifications" sections. */
  projects: ParsedProject[];
  certifications: ParsedCertification[];
  parse_meta: ParseMeta;
}

export interface ParseOptions {
  /** True when each line is a whole paragraph (DOCX, DOC), false for visual lines (PDF). */
  paragraphs: boolean;
}

type Section =
  | 'header'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'contact'
  | 'other';

const HEADINGS: Record<Exclude<Section, 'header'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'personal statement',
    'overview',
    'executive summary',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'professional background',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'education & training',
    'academic history',
    'qualifications',
    'academic qualifications',
    'studies',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'skills & tools',
    'skills and tools',
    'core competencies',
    'competencies',
    'expertise',
    'areas of expertise',
    'tools & technologies',
    'technologies',
    'skill set',
    'skillset',
    'technical expertise',
  ],
  projects: [
    'projects',
    'personal projects',
    'selected projects',
    'academic projects',
    'key projects',
    'side projects',
    'relevant projects',
    'capstone projects',
    'data projects',
    'project experience',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'professional certifications',
    'licenses & certifications',
    'licenses and certifications',
    'licences & certifications',
    'licences and certifications',
    'certifications & licenses',
    'certifications and licenses',
  ],
  contact: [
    'contact',
    'contact information',
    'contact details',
    'personal details',
    'details',
    'personal information',
    'personal data',
  ],
  other: [
    'languages',
    'interests',
    'references',
    'awards',
    'publications',
    'volunteering',
    'volunteer experience',
    'hobbies',
    'links',
    'achievements',
    'courses',
    'invited talks',
    'talks',
    'patents',
    'honors',
    'honours',
    'selected honors',
    'honors & awards',
    'honors and awards',
    'awards & honors',
    'awards and honors',
  ],
};
const HEADING_LOOKUP = new Map<string, Section>(
  Object.entries(HEADINGS).flatMap(([section, words]) =>
    words.map((word) => [word, section as Section] as const),
  ),
);

/** A line that only names the document ("Curriculum Vitae", "Europass", "Résumé"). */
const DOCUMENT_TITLE = /^(?:europass|curriculum vitae|curriculum vitæ|cv|r[ée]sum[ée])$/i;
const BULLET = /^\s*[•·▪●◦‣\-*–○■□►▸▹➢➤✓✔❖◆◇♦⋄∙]\s+/;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const GITHUB = /(?:https?:\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9-]+)/i;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([A-Za-z0-9_%-]+)/i;
const PHONE_CANDIDATE = /\+?\(?\d[\d ().-]{6,}\d/g;
const SEPARATOR = /\s*(?:\t|\s\|\s|\s[•·]\s|\s—\s|\s–\s|\s-\s)\s*/;

const TITLE_WORDS =
  /\b(engineer|developer|analyst|scientist|manager|intern|lead|consultant|architect|specialist|administrator|designer|director|officer|assistant|associate|head|researcher|programmer|technician|coordinator|accountant|teacher|trainee|apprentice|founder|owner|executive|advisor|strategist|statistician|modeler|modeller|steward)\b/i;
const COMPANY_WORDS =
  /\b(inc|ltd|llc|gmbh|corp|corporation|company|co|ag|sa|plc|labs?|group|bank|technologies|solutions|systems|analytics|software|partners|studio|consulting|holdings|ventures|health|insurance|media|foundation)\b\.?/i;
const SCHOOL_WORDS =
  /\b(university|college|institute|school|academy|polytechnic|universit[äa]t|universidad|universit[eé]|bootcamp|conservatory)\b/i;
const DEGREE =
  /^(ph\.?\s?d\.?|doctor(?:ate)? of [\p{L} ]+?|master of [\p{L} ]+?|bachelor of [\p{L} ]+?|bachelor['’]?s|master['’]?s|associate of [\p{L} ]+?|m\.?sc\.?|b\.?sc\.?|m\.?eng\.?|b\.?eng\.?|m\.?s\.?|b\.?s\.?|m\.?a\.?|b\.?a\.?|mba|bba|llb|llm|diploma(?: in)?|higher national diploma|certificate(?: in)?|a-levels|high school diploma)(?=\s|,|$)/iu;

/** Spacing accents before their letter ("Polit´ecnica", "Tom´as": pdfTeX's OT1 fonts draw the
 * accent as a glyph of its own) → the accented letter. NFKC has already made them a space and
 * a combining mark, or left them as spacing marks. */
const SPACING_ACCENTS: Record<string, string> = {
  '´': '\u0301',
  '`': '\u0300',
  '¨': '\u0308',
  ˆ: '\u0302',
  '^': '\u0302',
  '˜': '\u0303',
  '¸': '\u0327',
  ˇ: '\u030c',
  '˚': '\u030a',
};
function composeAccents(text: string): string {
  return text
    .replace(/([´`¨ˆ˜¸ˇ˚])\s?(\p{L})/gu, (_, accent: string, letter: string) =>
      `${letter}${SPACING_ACCENTS[accent] ?? ''}`.normalize('NFC'),
    )
    .replace(/ ([\u0300-\u036f])\s?(\p{L})/gu, (_, mark: string, letter: string) =>
      `${letter}${mark}`.normalize('NFC'),
    );
}

function clean(text: string): string {
  return text.replace(/\t/g, ' ').replace(/\s+/g, ' ').trim();
}

function headingOf(line: TextLine, bodyFontSize: number): Section | null {
  const text = clean(line.text);
  const key = text.toLowerCase().replace(/[:.]$/, '').trim();
  const known = HEADING_LOOKUP.get(key);
  if (known) return known;
  // "Computer Skills", "Personal Skills", "IT Skills": a short title ending in "skills".
  if (/^(?:[\p{L}&]+\s){1,2}skills$/u.test(key) && !/[\d@,:]/.test(text)) return 'skills';
  const words = key.split(' ').length;
  const looksLikeHeading =
    line.heading === true ||
    (words <= 4 &&
      !/[\d@/]/.test(text) &&
      text === text.toUpperCase() &&
      /\p{L}{3}/u.test(text) &&
      line.fontSize > bodyFontSize);
  return looksLikeHeading ? 'other' : null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 10;
}

function meta(confidence: number, source: string) {
  return { confidence: Math.round(confidence * 100) / 100, source: clean(source) };
}

/** Groups lines into bullet items: a marker starts an item; unmarked lines continue one
 * (visual lines) or are items of their own (paragraphs). Unmarked prose is split into sentences. */
function toBulletLines(lines: string[], paragraphs: boolean): string {
  const items: string[] = [];
  const marked = lines.some((line) => BULLET.test(line));
  for (const raw of lines) {
    const isMarked = BULLET.test(raw);
    const text = clean(raw.replace(BULLET, ''));
    if (!text) continue;
    // A wrapped visual line continues the item above; a paragraph is an item of its own.
    if (!isMarked && items.length > 0 && !paragraphs) {
      const previous = items[items.length - 1] ?? '';
      // "self-" + "serve": a word hyphenated at the line end is one word again.
      items[items.length - 1] = /\p{L}-$/u.test(previous)
        ? `${previous}${text}`
        : `${previous} ${text}`;
    } else {
      items.push(text);
    }
  }
  const sentences = marked
    ? items
    : items.flatMap((item) => item.split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u));
  return sentences
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `${BULLET_PREFIX}${line}`)
    .join('\n');
}

function splitParts(line: string): string[] {
  return line
    .split(SEPARATOR)
    .map((part) => clean(part).replace(/^[,|]\s*|\s*[,|]$/g, ''))
    .filter(Boolean);
}

interface Entry {
  header: string[];
  body: string[];
}

/** A line that describes (a bullet or a sentence) rather than names (title, company, dates). */
function isDescription(line: string): boolean {
  if (BULLET.test(line)) return true;
  if (findDateRange(line)) return false;
  const text = clean(line);
  return /[.;]$/.test(text) || (text.split(' ').length > 12 && !SEPARATOR.test(line));
}

/** A long undated line that wraps onto a line starting in lower case is the first line of a
 * description whose bullet marker was drawn as a shape (Chromium, Word), not a header. */
function startsWrappedSentence(line: string, next: string | undefined): boolean {
  const text = clean(line);
  return (
    next !== undefined &&
    /^\s*\p{Ll}/u.test(next) &&
    text.split(' ').length >= 6 &&
    !line.includes('\t') &&
    !findDateRange(line)
  );
}

/** The rest of a bullet wrapped onto the next visual line ("…with 99.97%" + "uptime"): it starts
 * in lower case, is a few words after a long unfinished line, or a whole line of words (no
 * header runs that long without dates) after one ("…processing" + "50K+ transactions per …").
 * `previous` is the item's last visual line, `inBullet` whether the item began with a marker. */
function continuesDescription(line: string, previous: string, inBullet: boolean): boolean {
  if (!previous || !inBullet || BULLET.test(line)) return false;
  const text = clean(line.split('\t')[0] ?? '');
  if (findDateRange(line) && line.includes('\t') && !/^\p{Ll}/u.test(text)) return false;
  if (/^\p{Ll}/u.test(text)) return true;
  const before = clean(previous.split('\t')[0] ?? '');
  if (text.split(' ').length >= 8 && !line.includes('\t') && !findDateRange(line))
    return before.length >= 60 && !/[.!?]$/.test(before);
  return text.split(' ').length <= 3 && before.length >= 70 && !/[.!?)]$/.test(before);
}

/**
 * The header line `last` ending in its dates, with `line` the rest of its text wrapped below
 * them → the whole header with the dates last; null when `line` does not read as such a rest:
 * a few words, no dates, no bullet, and after a comma, a hyphen or a joining word, starting in
 * lower case, or closing the entry with a full stop.
 */
function wrappedUnderDates(last: string, line: string): string | null {
  const range = findDateRange(last);
  if (!range || !last.trimEnd().endsWith(range.match)) return null;
  const text = clean(line);
  const words = text.split(' ').length;
  if (BULLET.test(line) || words > 4 || findDateRange(line) || line.includes('\t')) return null;
  const before = last.slice(0, last.lastIndexOf(range.match)).replace(/[\s\t]+$/, '');
  if (!before) return null;
  const rest =
    /[,-]$|\s(?:of|in|and|&|for|the|at)$/i.test(before) ||
    /^\p{Ll}/u.test(text) ||
    (/\.$/.test(text) && words <= 3);
  if (!rest) return null;
  const joined =
    /\p{L}-$/u.test(before) && /^\p{Ll}/u.test(text)
      ? `${before.slice(0, -1)}${text}`
      : `${before} ${text}`;
  return `${joined}\t${range.match}`;
}

function splitEntries(lines: string[]): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | null = null;
  let previousDescription = '';
  let inBullet = false;
  for (const [index, rawLine] of lines.entries()) {
    let line = rawLine;
    // "Data Engineer, Acme, Berlin,\t2022 – 2024" over "Germany.", "…, Delft University 2015 –
    // 2018" over "of Technology.", "…, Informa- 2016 - 2019" over "tion Systems.": a header
    // wrapped before its right-aligned dates goes on below them.
    const last = current?.body.length === 0 ? current.header.at(-1) : undefined;
    const wrapped = last === undefined ? null : wrappedUnderDates(last, line);
    if (current && wrapped !== null) {
      current.header[current.header.length - 1] = wrapped;
      continue;
    }
    const continues = continuesDescription(line, previousDescription, inBullet);
    if (isDescription(line) || startsWrappedSentence(line, lines[index + 1]) || continues) {
      previousDescription = line;
      inBullet = BULLET.test(line) || continues;
      // A right-aligned column of dates drifts onto the first bullet's baseline (Typst, LaTeX
      // tables): the dates belong to the entry's header, a duration ("4 months") to nobody.
      const tabAt = line.lastIndexOf('\t');
      const tail = tabAt >= 0 ? line.slice(tabAt + 1) : '';
      const tailRange = findDateRange(tail);
      const header = current?.header;
      if (tailRange && tailRange.match.length >= clean(tail).length * 0.6 && header?.length) {
        if (!header.some((h) => findDateRange(h))) {
          header[header.length - 1] = `${header.at(-1) ?? ''}\t${tail}`;
        }
        line = line.slice(0, tabAt);
      } else if (/^\s*\d+\s+(?:years?|yrs?|months?|mos?)\b[\w\s]*$/i.test(tail)) {
        line = line.slice(0, tabAt);
      }
      if (!current) current = { header: [], body: [] };
      if (current.header.length === 0 && entries.length > 0 && current.body.length === 0) {
        entries.at(-1)?.body.push(line);
        continue;
      }
      current.body.push(line);
      continue;
    }
    previousDescription = '';
    // A header that ended on its date line (two lines or more) is complete: the next line
    // opens the next entry, even when this one has no description (as in our own PDF exports).
    const headerDone =
      current !== null &&
      ((current.header.length >= 2 &&
        findDateRange(current.header.at(-1) ?? '') !== null &&
        findDateRange(line) === null) ||
        // Two dated lines in a row are two entries ("BSc …, School (2011 – 2015)" twice).
        (findDateRange(line) !== null &&
          current.header.some((h) => findDateRange(h) !== null) &&
          !(
            /^\s*(?:\d|[A-Z][a-z]+\.?\s+\d{4})/.test(line) &&
            // A date with a few words ("2016 – 2018 | Lyon") continues the header; a gutter
            // date before a whole entry ("2012 – 2016\tBSc in Physics, KTH") starts one.
            clean(line.replace(findDateRange(line)?.match ?? '', ' ')).split(' ').length <= 3
          )));
    if (!current || current.body.length > 0 || headerDone) {
      current = { header: [], body: [] };
      entries.push(current);
    } else if (!entries.includes(current)) {
      entries.push(current);
    }
    const previous = current.header.at(-1);
    // A header wrapped inside a narrow column: "| Bachelor of Science in" + "Computer Science".
    if (
      previous !== undefined &&
      (/(?:\s(?:in|of|and|&|to)|[,|—–-])\s*$/i.test(previous) ||
        /^\s*(?:[|,—–(]|\p{Ll})/u.test(line))
    ) {
      current.header[current.header.length - 1] = `${previous} ${line}`;
    } else {
      current.header.push(line);
    }
  }
  return entries.filter((entry) => entry.header.length > 0);
}

const RANGE_START = /^\s*(.+?)\s*(?:-|–|—|−|\bto)\s*(?:\t|\s|$)(.*)$/;
const RANGE_END =
  /^\s*((?:\p{L}{3,9}\.?\s+)?\d{1,2}[/.]\d{4}|(?:\p{L}{3,9}\.?\s+)?\d{4}(?:-\d{2})?|present|current|now|today|ongoing)(?=\s|\t|$)\s*(.*)$/iu;

/**
 * A date range wrapped in a narrow gutter or column ("03/2024 to" over "Present", moderncv's
 * dates left of the title): the end, at the start of the next line, joins its start again and
 * both lead the first line ("03/2024 to Present\tData Engineer, Acme").
 */
function joinWrappedRanges(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i += 1) {
    // A range wrapped over three gutter rows ("January 2022" / "– September" / "2025"), each
    // beside a line of the entry: the range leads the first, the lines beside stay as they are.
    const first = /^([^\t]+)\t(.*)$/.exec(out[i] ?? '');
    const middle = /^\s*(?:-|–|—|−|to)\s*(\p{L}{3,9}\.?)\s*(?:\t(.*))?$/u.exec(out[i + 1] ?? '');
    const last = /^\s*(\d{4})\s*(?:\t(.*))?$/.exec(out[i + 2] ?? '');
    if (
      first?.[1] &&
      middle?.[1] &&
      last?.[1] &&
      normalizeDate(first[1]) &&
      normalizeDate(`${middle[1]} ${last[1]}`)
    ) {
      const beside = [middle[2], last[2]]
        .map((text) => text?.trim() ?? '')
        .filter((text) => text !== '');
      out.splice(i, 3, `${first[1].trim()} – ${middle[1]} ${last[1]}\t${first[2]}`, ...beside);
    }
    // Right-aligned dates wrapped inside their narrow cell ("…, Quantix Data,\t2023-12–" over
    // "Porto, Portugal\t2025-01"): the range is whole again, and the header cell beside it,
    // wrapped with it, too when its second line reads as its rest.
    // The cell may hold the place before the dates ("Valencia, Spain | Feb 2023 -"), or wrap
    // after the place, before the whole range ("Rotterdam, Netherlands |" over "… 2019 – 2022").
    const open =
      /^(.*)\t([^\t]*?)((?:\p{L}{3,9}\.?\s+)?\d{1,2}[/.]\d{4}|(?:\p{L}{3,9}\.?\s+)?\d{4}(?:-\d{2})?)\s*(?:-|–|—|−|\bto)\s*$/u.exec(
        out[i] ?? '',
      ) ?? /^(.*)\t([^\t]*?[|,·•])()\s*$/u.exec(out[i] ?? '');
    const close = /^(.*)\t\s*([^\t]+?)\s*$/.exec(out[i + 1] ?? '');
    const closing = close?.[2] ?? '';
    if (
      open?.[1] !== undefined &&
      open[2] !== undefined &&
      close?.[1] !== undefined &&
      closing &&
      (open[3]
        ? normalizeDate(open[3]) &&
          (/^(?:present|current|now|today|ongoing)$/i.test(closing) || normalizeDate(closing))
        : findDateRange(closing)?.match === closing)
    ) {
      const range = open[3] ? `${open[2]}${open[3]} – ${closing}` : `${open[2]} ${closing}`;
      const left = clean(open[1]);
      const below = clean(close[1]);
      const rest =
        /[,&-]$|\s(?:of|in|and|at|for)$/i.test(left) ||
        /^\p{Ll}/u.test(below) ||
        below.split(' ').length <= 2;
      if (!below || rest) {
        out.splice(i, 2, `${[left, below].filter(Boolean).join(' ')}\t${range}`);
      } else {
        out.splice(i, 2, `${left}\t${range}`, below);
      }
    }
    // "June" over "2023 – Now", "April" over "2021 – April" over "2022": a month wrapped off
    // its year, as often as it happens.
    const moved: string[] = [];
    for (;;) {
      const month = /^\s*([^\t]*?(\p{L}{3,9})\.?)(?:\t(.*))?$/u.exec(out[i] ?? '');
      const year = /^\s*(\d{4}\b[^\t]*)(?:\t(.*))?$/.exec(out[i + 1] ?? '');
      if (!month?.[1] || !month[2] || !year?.[1] || !normalizeDate(`${month[2]} 2000`)) break;
      if (!/^(?:\p{L}{3,9}\.?|.*\d{4}\s*(?:-|–|—|−|to)\s*\p{L}{3,9}\.?)$/u.test(month[1].trim()))
        break;
      out[i] =
        `${month[1].trim()} ${year[1].trim()}${month[3]?.trim() ? `\t${month[3].trim()}` : ''}`;
      out.splice(i + 1, 1);
      // The next line's own text (the first bullet beside the year) stays a line of its own.
      if (year[2]?.trim()) moved.push(year[2].trim());
    }
    out.splice(i + 1, 0, ...moved);
    const line = out[i] ?? '';
    if (findDateRange(line)?.start) continue;
    const head = RANGE_START.exec(line);
    const tail = RANGE_END.exec(out[i + 1] ?? '');
    if (!head?.[1] || !tail?.[1] || head[1].length > 16 || !normalizeDate(head[1])) continue;
    if (!/^(?:present|current|now|today|ongoing)$/i.test(tail[1]) && !normalizeDate(tail[1]))
      continue;
    const range = `${head[1]} – ${tail[1]}`;
    out[i] = head[2]?.trim() ? `${range}\t${head[2].trim()}` : range;
    if (tail[2]?.trim()) out[i + 1] = tail[2].trim();
    else out.splice(i + 1, 1);
  }
  return out;
}

interface HeaderParts {
  start: string;
  end: string;
  dateSource: string;
  location: string;
  locationSource: string;
  rest: string[];
}

/**
 * Splits one header part at its commas into the things it names ("Data Engineer, Acme, Lyon,
 * France" → title, company, place): neighbouring pieces that read together as a place
 * ("Lyon, France", "Austin, TX") stay one piece, the others stand alone.
 */
function splitAtCommas(part: string): string[] {
  const pieces = part
    .split(/\s*,\s*/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length < 2) return [part];
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += 1) {
    const piece = pieces[i] ?? '';
    const next = pieces[i + 1];
    const pair = next === undefined ? null : `${piece}, ${next}`;
    if (pair && findLocation(pair)?.city && !TITLE_WORDS.test(piece) && !SCHOOL_WORDS.test(piece)) {
      out.push(pair);
      i += 1;
    } else out.push(piece);
  }
  // "Bachelor of Science, Statistics" reads as one degree with its field; "Inc." stays with its name.
  return out.reduce<string[]>((kept, piece) => {
    const previous = kept.at(-1);
    if (previous !== undefined && /^(?:inc|ltd|llc|gmbh|plc|co|corp|s\.?a)\.?$/i.test(piece)) {
      kept[kept.length - 1] = `${previous}, ${piece}`;
    } else kept.push(piece);
    return kept;
  }, []);
}

function readHeaderParts(header: string[], allowSchoolLocation: boolean): HeaderParts {
  const result: HeaderParts = {
    start: '',
    end: '',
    dateSource: '',
    location: '',
    locationSource: '',
    rest: [],
  };
  for (const rawLine of header) {
    // An icon drawn as a stray symbol before a detail ("+ Valencia, Spain").
    let line = rawLine.replace(/(^|\t)[^\p{L}\p{N}\s(]\s+/gu, '$1');
    const range = findDateRange(line);
    if (range && !result.dateSource) {
      result.start = range.start;
      result.end = range.end;
      result.dateSource = range.match;
      // The dates' brackets go with them: "School (2017 – 2020)".
      line = line.replace(range.match, '\t').replace(/\(\s*\t\s*\)|\(\s*\t|\t\s*\)/, '\t');
    }
    const pieces = splitParts(line)
      .flatMap(splitAtCommas)
      // A closing full stop ("…, Lyon, France.") is no part of the name; "Inc." keeps its own.
      .map((piece) => piece.replace(/(?<!\b(?:inc|ltd|co|corp|llc|plc|jr|sr|st|\p{Lu}))\.$/iu, ''));
    for (const part of pieces) {
      if (!allowSchoolLocation && SCHOOL_WORDS.test(part)) {
        result.rest.push(part);
        continue;
      }
      const location = findLocation(part);
      if (location && !result.locationSource && !TITLE_WORDS.test(part)) {
        result.location = part;
        result.locationSource = part;
        continue;
      }
      result.rest.push(part);
    }
  }
  return result;
}

const ENTRY_FIELDS = new Set<LabelledField>([
  'dates',
  'title',
  'description',
  'employer',
  'degree',
  'field',
  'school',
]);

/**
 * A section written as a form (Europass: "Dates", "Occupation or position held", "Name and
 * address of employer" before each value) → one map of field → value per entry: a label met again
 * starts the next entry, an unlabelled line goes on with the value above it. Null when the
 * section is not written so (fewer than two entry labels).
 */
function readLabelledEntries(lines: string[]): Map<LabelledField, string[]>[] | null {
  const labelled = lines.map((line) => readFieldLabel(line));
  if (labelled.filter((label) => label && ENTRY_FIELDS.has(label.field)).length < 2) return null;
  const entries: Map<LabelledField, string[]>[] = [];
  let current: Map<LabelledField, string[]> | null = null;
  let last: LabelledField | null = null;
  let owed = '';
  for (const [index, line] of lines.entries()) {
    const label = labelled[index];
    // The words of a label wrapped off onto a line of their own ("… providing" + "education").
    if (owed && clean(line).toLowerCase() === owed) {
      owed = '';
      continue;
    }
    owed = '';
    if (label && ENTRY_FIELDS.has(label.field)) {
      if (!current || current.has(label.field)) {
        current = new Map();
        entries.push(current);
      }
      current.set(label.field, label.value ? [label.value] : []);
      last = label.field;
      owed = label.rest;
      continue;
    }
    if (label) {
      last = null;
      continue;
    }
    if (current && last) current.get(last)?.push(line);
  }
  return entries;
}

function employmentFromLabels(
  entry: Map<LabelledField, string[]>,
  paragraphs: boolean,
): ParsedEmployment {
  const value = (field: LabelledField) => clean((entry.get(field) ?? []).join(' '));
  const dates = value('dates');
  const range = findDateRange(dates);
  const employer = readHeaderParts([value('employer')], true);
  const title = value('title');
  const company = employer.rest[0] ?? '';
  const body = entry.get('description') ?? [];
  return {
    company_name: company,
    title,
    start_date: range?.start ?? '',
    end_date: range?.end ?? '',
    location: employer.location,
    description: toBulletLines(body, paragraphs),
    parse_meta: {
      company_name: meta(company ? 0.85 : 0, value('employer')),
      title: meta(title ? 0.9 : 0, title),
      start_date: meta(range?.start ? 0.9 : 0, dates),
      end_date: meta(range?.end ? 0.9 : 0, dates),
      location: meta(employer.location ? 0.8 : 0, employer.locationSource),
      description: meta(body.length ? 0.8 : 0, body.join('\n')),
    },
  };
}

function educationFromLabels(
  entry: Map<LabelledField, string[]>,
  paragraphs: boolean,
): ParsedEducation {
  const value = (field: LabelledField) => clean((entry.get(field) ?? []).join(' '));
  const dates = value('dates');
  const range = findDateRange(dates);
  const awarded = value('degree');
  const match = DEGREE.exec(awarded);
  // "Bachelor of Science in Statistics" without a subjects label: the degree and its field.
  const degree = match && !entry.has('field') ? match[0].replace(/\s+in$/i, '').trim() : awarded;
  const field =
    value('field') ||
    (match
      ? awarded
          .slice(match[0].length)
          .replace(/^\s*(?:,|in\b|of\b|:)\s*/i, '')
          .trim()
      : '');
  const school = value('school');
  const body = entry.get('description') ?? [];
  return {
    school_name: school,
    degree,
    field_of_study: field,
    start_date: range?.start ?? '',
    end_date: range?.end ?? '',
    description: toBulletLines(body, paragraphs),
    parse_meta: {
      school_name: meta(school ? 0.9 : 0, school),
      degree: meta(degree ? 0.9 : 0, awarded),
      field_of_study: meta(field ? 0.85 : 0, value('field') || awarded),
      start_date: meta(range?.start ? 0.9 : 0, dates),
      end_date: meta(range?.end ? 0.9 : 0, dates),
      description: meta(body.length ? 0.8 : 0, body.join('\n')),
    },
  };
}

function readEmployment(lines: string[], paragraphs: boolean): ParsedEmployment[] {
  const labelled = readLabelledEntries(lines);
  if (labelled) return labelled.map((entry) => employmentFromLabels(entry, paragraphs));
  return splitEntries(joinWrappedRanges(lines)).map((entry) => {
    const parts = readHeaderParts(entry.header, true);
    let title = '';
    let company = '';
    let confidence = 0.6;
    const rest: string[] = [];
    for (const part of parts.rest) {
      const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(part);
      if (at?.[1] && at[2] && !title && !company) {
        title = at[1];
        company = at[2];
        confidence = 0.9;
      } else {
        rest.push(part);
      }
    }
    // The part that reads most like a job title is the title ("Engineer" outweighs "Analytics").
    const titleScore = (part: string) =>
      (TITLE_WORDS.test(part) ? 2 : 0) -
      (COMPANY_WORDS.test(part) ? 1 : 0) +
      (TITLE_WORDS.test(part.split(' ').at(-1) ?? '') ? 1 : 0);
    if (!title && rest.length > 0) {
      const best = rest.reduce((a, b) => (titleScore(b) > titleScore(a) ? b : a));
      if (titleScore(best) > 0) {
        title = best;
        confidence = Math.max(confidence, 0.85);
        rest.splice(rest.indexOf(best), 1);
      }
    }
    for (const part of rest) {
      if (!company) company = part;
      else if (!title) title = part;
    }
    const headerText = entry.header.join(' / ');
    return {
      company_name: company,
      title,
      start_date: parts.start,
      end_date: parts.end,
      location: parts.location,
      description: toBulletLines(entry.body, paragraphs),
      parse_meta: {
        company_name: meta(company ? confidence : 0, headerText),
        title: meta(title ? confidence : 0, headerText),
        start_date: meta(parts.start ? 0.9 : 0, parts.dateSource),
        end_date: meta(parts.end ? 0.9 : 0, parts.dateSource),
        location: meta(parts.location ? 0.8 : 0, parts.locationSource),
        description: meta(entry.body.length ? 0.8 : 0, entry.body.join('\n')),
      },
    };
  });
}

function readEducation(lines: string[], paragraphs: boolean): ParsedEducation[] {
  const labelled = readLabelledEntries(lines);
  if (labelled) return labelled.map((entry) => educationFromLabels(entry, paragraphs));
  return splitEntries(joinWrappedRanges(lines)).map((entry) => {
    const parts = readHeaderParts(entry.header, false);
    let school = '';
    let degree = '';
    let field = '';
    for (const part of parts.rest) {
      const match = DEGREE.exec(part);
      // Each part is classified by what it is (degree words, school words), not by its position.
      if (match && !degree) {
        degree = match[0].replace(/\s+in$/i, '').trim();
        const after = part
          .slice(match[0].length)
          .replace(/^\s*(?:,|in\b|of\b|:|\(hons\))\s*/i, '')
          .trim();
        // "PhD Brandt University": what follows the degree is the school when it says so.
        if (after && !school && SCHOOL_WORDS.test(after)) school = after;
        else field ||= after;
      } else if (!school && SCHOOL_WORDS.test(part)) {
        school = part;
      } else if (!field && (school || degree)) field = part;
      else if (!school) school = part;
      else if (!field) field = part;
    }
    const headerText = entry.header.join(' / ');
    return {
      school_name: school,
      degree,
      field_of_study: field,
      start_date: parts.start,
      end_date: parts.end,
      description: toBulletLines(entry.body, paragraphs),
      parse_meta: {
        school_name: meta(school ? (SCHOOL_WORDS.test(school) ? 0.9 : 0.6) : 0, headerText),
        degree: meta(degree ? 0.9 : 0, headerText),
        field_of_study: meta(field ? 0.75 : 0, headerText),
        start_date: meta(parts.start ? 0.9 : 0, parts.dateSource),
        end_date: meta(parts.end ? 0.9 : 0, parts.dateSource),
        description: meta(entry.body.length ? 0.8 : 0, entry.body.join('\n')),
      },
    };
  });
}

const LEVEL_WORDS: Record<string, SkillLevel> = {
  beginner: 'beginner',
  basic: 'beginner',
  novice: 'beginner',
  intermediate: 'intermediate',
  advanced: 'advanced',
  proficient: 'advanced',
  expert: 'expert',
};
const LEVEL = new RegExp(`\\b(${Object.keys(LEVEL_WORDS).join('|')})\\b`, 'i');

function splitOutsideParens(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if ((char === ',' || char === ';') && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

function readSkill(raw: string): ParsedSkill | null {
  let text = clean(raw.replace(BULLET, ''));
  if (!text) return null;
  let level: SkillLevel | null = null;
  let description = '';
  const paren = /\s*\(([^)]*)\)/.exec(text);
  if (paren?.[1] && LEVEL.test(paren[1])) {
    level = LEVEL_WORDS[(LEVEL.exec(paren[1])?.[1] ?? '').toLowerCase()] ?? null;
    text = clean(text.replace(paren[0], ' '));
  } else if (paren?.[1] && !/^[\p{Lu}\d.+#-]+$/u.test(paren[1])) {
    // "Vue (versions 3+)": a note about the skill, not its name ("(GCP)" stays with it).
    description = paren[1].trim();
    text = clean(text.replace(paren[0], ' '));
  }
  const pieces = text
    .split(/\s+[—–-]\s+|\s*:\s+|\t/)
    .map(clean)
    .filter(Boolean);
  let name = pieces.shift() ?? '';
  for (const piece of pieces) {
    const word = LEVEL.exec(piece);
    if (!level && word?.[1] && piece.split(' ').length <= 2) {
      level = LEVEL_WORDS[word[1].toLowerCase()] ?? null;
    } else {
      description = description ? `${description} — ${piece}` : piece;
    }
  }
  name = name.replace(/[:,]$/, '').trim();
  // "TensorFlow Advanced": a level word after the name, set apart by space only.
  const trailing = new RegExp(`^(.+?)\\s+(${Object.keys(LEVEL_WORDS).join('|')})$`, 'i').exec(name);
  if (!level && trailing?.[1] && trailing[2]) {
    name = trailing[1];
    level = LEVEL_WORDS[trailing[2].toLowerCase()] ?? null;
  }
  if (!name || name.split(' ').length > 6) return null;
  return {
    skill_name: name,
    skill_level: level,
    skill_description: description,
    parse_meta: {
      skill_name: meta(0.85, raw),
      skill_level: meta(level ? 0.9 : 0.3, raw),
      skill_description: meta(description ? 0.7 : 0.3, raw),
    },
  };
}

/** Joins a skills line wrapped inside a narrow column ("dbt (Ex" + "pert), Kafka"). */
function unwrapSkillLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const open = previous ? previous.split('(').length - previous.split(')').length : 0;
    if (
      previous !== undefined &&
      !BULLET.test(line) &&
      (open > 0 || /,\s*$/.test(previous) || /^\s*\(/.test(line))
    ) {
      joined[joined.length - 1] =
        `${previous}${open > 0 && !previous.endsWith(' ') ? '' : ' '}${line.trim()}`;
    } else joined.push(line);
  }
  return joined;
}

function readSkills(lines: string[]): ParsedSkill[] {
  const skills: ParsedSkill[] = [];
  // Lists with a label wrapped in a gutter leave the label's last word on a line of its own
  // ("Languages & Python, SQL" over "Libraries"): among lists, a lone word that names no known
  // skill is no skill.
  const lists = lines.some((line) => line.includes(','));
  for (const raw of unwrapSkillLines(lines)) {
    const lone = clean(raw.replace(BULLET, ''));
    if (lists && /^[\p{L}&]+$/u.test(lone) && findSkillMentions(lone).length === 0) continue;
    // Chips or cells set apart by wide gaps ("Postgres\tRabbitMQ\tSpark") are a list, unless a part
    // is a level ("Python\tExpert") or the line already has commas after a label.
    const cells = raw.split('\t');
    const chips =
      cells.length > 1 &&
      !raw.includes(',') &&
      !cells.some((cell) => LEVEL.test(cell) && clean(cell).split(' ').length <= 2);
    // Middle dots and bars between names are commas; a label alone on its line names no skill.
    let text = clean((chips ? cells.join(', ') : raw).replace(BULLET, ''))
      .replace(/\s*[·•|]\s*/g, ', ')
      .replace(/^,\s*|,\s*$/g, '');
    if (/:$/.test(text)) continue;
    // "Languages: Python, SQL" — a category label before a list is not a skill.
    const category = /^([\p{L} &/]{2,30}):\s+(.+)$/u.exec(text);
    const isLevel = category?.[2] && LEVEL.test(category[2]) && category[2].split(' ').length <= 2;
    if (category?.[2] && !isLevel) text = category[2];
    // "Spring Boot, Spring MVC, and Hibernate", "Git and GitHub": a list written as prose.
    if (!/[.;]$/.test(text)) text = text.replace(/,?\s+and\s+(?=\S)/g, ', ');
    // "cloud warehouses (BigQuery, Snowflake)": names listed in brackets are skills of their own.
    text = text.replace(/\s*\(([^()]*,[^()]*)\)/g, (whole, inner: string) =>
      LEVEL.test(inner) ? whole : `, ${inner}`,
    );
    const pieces = splitOutsideParens(text).flatMap((piece) => piece.split(/\s+[·•|]\s+|\t/));
    // "Developer Tools SQL, Pandas": a label set apart by space only (a gutter) before a list.
    const first = pieces[0] ?? '';
    if (pieces.length > 1 && first.split(' ').length >= 2) {
      const last = findSkillMentions(first).at(-1);
      if (
        last &&
        last.end === first.length &&
        last.start > 0 &&
        findSkillMentions(first.slice(0, last.start)).length === 0
      )
        pieces[0] = last.text;
    }
    // Chips and boxes come out as names side by side with only spaces between ("Git BigQuery
    // Apache Spark"): the skills taxonomy (aliases included) tells where each name ends.
    const mentions = pieces.length === 1 && !/[()]/.test(text) ? findSkillMentions(text) : [];
    const covered = mentions.reduce((sum, m) => sum + m.text.replace(/\s/g, '').length, 0);
    if (mentions.length > 1 && covered >= text.replace(/\s/g, '').length * 0.6) {
      for (const mention of mentions) {
        const skill = readSkill(mention.text);
        if (skill) skills.push(skill);
      }
      continue;
    }
    const list = pieces.length > 1 ? pieces : [text];
    for (const piece of list) {
      const skill = readSkill(piece);
      if (skill) skills.push(skill);
    }
  }
  return skills;
}

/** A number written the way phone numbers are ("(555) 010-0199", "+1 (555) 010-0199"). */
const PHONE_SHAPE = /^(?:\+\d{1,3}[\s.-]?)?\(\d{2,4}\)\s?\d{3,4}[\s.-]\d{3,4}$/;

function findPhone(
  lines: string[],
  regionCode: string | undefined,
): { value: string; source: string } | null {
  // A number outside the numbering plan (fictional 555 and 123 ranges, a plan newer than the
  // library's data) is still the learner's: kept as printed when nothing valid is found.
  let shaped: { value: string; source: string } | null = null;
  for (const line of lines) {
    for (const match of line.matchAll(PHONE_CANDIDATE)) {
      const candidate = match[0].trim();
      const digits = candidate.replace(/\D/g, '');
      if (digits.length < 7 || digits.length > 15) continue;
      // A year range such as "2019 - 2021" is not a phone number.
      if (/^\d{4}\s*[-–]\s*\d{4}$/.test(candidate)) continue;
      const parsed = parsePhoneNumber(candidate, { regionCode: regionCode ?? 'US' });
      if (parsed.valid && parsed.number)
        return { value: parsed.number.international, source: line };
      if (!shaped && PHONE_SHAPE.test(candidate)) shaped = { value: candidate, source: line };
    }
  }
  return shaped;
}

/**
 * A contact row whose details are set apart by space only ("a@b.org +1 555 0100 Pune, India"):
 * the words around each comma, longest first, are tried as a place after the whole part.
 */
function placeCandidates(part: string): string[] {
  const out = [part];
  for (const m of part.matchAll(/,\s*/g)) {
    const before = part.slice(0, m.index).split(/\s+/);
    const after = part.slice((m.index ?? 0) + m[0].length).split(/\s+/);
    for (let b = Math.min(3, before.length); b >= 1; b -= 1) {
      for (let a = Math.min(3, after.length); a >= 1; a -= 1) {
        out.push(`${before.slice(-b).join(' ')}, ${after.slice(0, a).join(' ')}`);
      }
    }
  }
  return out;
}

const REGION_OF_COUNTRY: Record<string, string> = {
  'United States': 'US',
  'United Kingdom': 'GB',
  Germany: 'DE',
  France: 'FR',
  India: 'IN',
  Canada: 'CA',
  Australia: 'AU',
  Netherlands: 'NL',
  Spain: 'ES',
  Italy: 'IT',
  Brazil: 'BR',
  Nigeria: 'NG',
  Kenya: 'KE',
  Poland: 'PL',
  Portugal: 'PT',
  Ireland: 'IE',
  Sweden: 'SE',
  Singapore: 'SG',
  Japan: 'JP',
  Mexico: 'MX',
  'South Africa': 'ZA',
  Switzerland: 'CH',
};

export function parseResumeLines(input: TextLine[], options: ParseOptions): ParsedResume {
  const linkLines = input.filter((line) => line.links === true).map((line) => line.text);
  // Ligatures from LaTeX fonts ("ﬁ") and no-break spaces read as the letters and spaces they
  // are (NFKC), and a carriage return is a space, before any pattern looks at the text.
  const lines = input
    .filter((line) => line.links !== true)
    .map((line) => ({
      ...line,
      text: composeAccents(line.text.normalize('NFKC')).replace(/\r/g, ' '),
    }))
    .filter((line) => clean(line.text) !== '')
    // Page numbers and running footers ("John Doe – 1/2", "Page 2 of 3") are no part of any entry.
    .filter(
      (line) =>
        !/^(?:\D{0,40}[–—-]\s*)?(?:page\s*)?\d{1,2}(?:\s*(?:\/|of)\s*\d{1,2})?$/i.test(
          clean(line.text),
        ) &&
        // "Page 1 - Curriculum vitæ of …" (Europass), and the document's own title.
        !/^page \d{1,2}\b/i.test(clean(line.text)) &&
        !DOCUMENT_TITLE.test(clean(line.text)),
    );
  const bodySize = median(lines.map((line) => line.fontSize));
  // "Felix Zhang — Data Platform" over "Engineer" in the same large type: the name and role line
  // wrapped; its last words join it again.
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const [line, next] = [lines[i], lines[i + 1]];
    if (
      line &&
      next &&
      line.fontSize >= bodySize * 1.5 &&
      Math.abs(line.fontSize - next.fontSize) < 0.1 &&
      SEPARATOR.test(line.text) &&
      !SEPARATOR.test(next.text) &&
      clean(next.text).split(' ').length <= 3
    ) {
      lines.splice(i, 2, { ...line, text: `${clean(line.text)} ${clean(next.text)}` });
    }
  }
  const sections: Record<Section, string[]> = {
    header: [],
    summary: [],
    experience: [],
    education: [],
    skills: [],
    projects: [],
    certifications: [],
    contact: [],
    other: [],
  };
  let current: Section = 'header';
  const headerLines: TextLine[] = [];
  const labelled: { name?: string; role?: string; address?: string } = {};
  for (const line of lines) {
    const heading = headingOf(line, bodySize);
    // The name is often the largest text and may be in capitals: never a heading when first.
    if (heading && !(heading === 'other' && current === 'header' && headerLines.length === 0)) {
      current = heading;
      continue;
    }
    // Contact details written as a form ("Address\tPune, India"): the value without its label.
    const label = current === 'header' || current === 'contact' ? readFieldLabel(line.text) : null;
    const text = label ? label.value : line.text;
    if (label?.field === 'name' && !labelled.name) labelled.name = label.value;
    if (label?.field === 'role' && !labelled.role) labelled.role = label.value;
    if (label?.field === 'address' && !labelled.address) labelled.address = label.value;
    if (!text.trim()) continue;
    sections[current].push(text);
    if (current === 'header') headerLines.push({ ...line, text });
  }
  const contactLines = [...sections.header, ...sections.contact];
  const everything = [...lines.map((line) => line.text), ...linkLines];
  const parseMeta: ParseMeta = {};

  // Name: the largest text of the header that reads as a person's name.
  const isName = (text: string) =>
    /^[\p{L}][\p{L}'’. -]+$/u.test(text) &&
    text.split(' ').length >= 2 &&
    text.split(' ').length <= 5 &&
    !TITLE_WORDS.test(text);
  // "Arjun Ricci — Junior Data Analyst", "Nadia Petrova\t+1 416 …": the name leads its line.
  const nameCandidates = headerLines
    .map((line) => {
      const text = clean(line.text);
      const first = line.text.split(SEPARATOR)[0]?.trim() ?? '';
      return isName(text) ? line : isName(clean(first)) ? { ...line, text: first } : null;
    })
    .filter((line): line is TextLine => line !== null);
  const maxSize = Math.max(0, ...headerLines.map((line) => line.fontSize));
  const nameLine = labelled.name
    ? { text: labelled.name, fontSize: maxSize }
    : (nameCandidates.find((line) => line.fontSize === maxSize) ?? nameCandidates[0] ?? null);
  // "JOHN DOE" set in capitals by the template is the name John Doe.
  const nameText = nameLine ? clean(nameLine.text) : '';
  const learnerName =
    nameText === nameText.toUpperCase()
      ? nameText
          .toLowerCase()
          .replace(/(^|[\s'’-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase())
      : nameText;
  parseMeta.learner_name = meta(
    nameLine ? (nameLine.fontSize === maxSize ? 0.95 : 0.7) : 0,
    nameLine?.text ?? '',
  );

  // A mailto: link holds the address whole, where the text may break it over two lines.
  const mailto = linkLines.flatMap((line) => line.split('\t')).find((url) => /^mailto:/i.test(url));
  const emailLine = [
    ...(mailto ? [mailto.replace(/^mailto:/i, '').split('?')[0] ?? ''] : []),
    ...contactLines,
    ...everything,
  ].find((line) => EMAIL.test(line));
  const learnerEmail = emailLine ? (EMAIL.exec(emailLine)?.[0] ?? '').toLowerCase() : '';
  parseMeta.learner_email = meta(learnerEmail ? 0.98 : 0, emailLine ?? '');

  const githubLine = everything.find((line) => GITHUB.test(line));
  const github = githubLine ? `https://github.com/${GITHUB.exec(githubLine)?.[1] ?? ''}` : '';
  parseMeta.learner_github = meta(github ? 0.95 : 0, githubLine ?? '');
  const linkedinLine = everything.find((line) => LINKEDIN.test(line));
  const linkedin = linkedinLine
    ? `https://www.linkedin.com/in/${LINKEDIN.exec(linkedinLine)?.[1] ?? ''}`
    : '';
  parseMeta.learner_linkedin = meta(linkedin ? 0.95 : 0, linkedinLine ?? '');

  let city = '';
  let country = '';
  let locationSource = '';
  // The contact details in order; a place may be split over two of them ("Lyon – France", or
  // the city and the country on lines of their own in a narrow header block).
  const contactParts = [...(labelled.address ? [labelled.address] : []), ...contactLines].flatMap(
    (line) => splitParts(line.replace(EMAIL, '\t')).map((part) => part.replace(/^[–—-]\s*/, '')),
  );
  for (const [index, part] of contactParts.entries()) {
    const next = contactParts[index + 1];
    const candidates = [
      ...(next !== undefined && !part.includes(',') ? [`${part}, ${next}`] : []),
      ...placeCandidates(part),
    ];
    for (const candidate of candidates) {
      const location = findLocation(candidate, { cityAlone: true });
      if (location?.city && !TITLE_WORDS.test(candidate)) {
        ({ city, country } = location);
        locationSource = candidate;
        break;
      }
      if (location && !locationSource && !TITLE_WORDS.test(candidate)) {
        ({ city, country } = location);
        locationSource = candidate;
      }
    }
    if (city) break;
  }
  // A contact block set beside the name can come out of the page after the body: the place
  // is then next to the other contact details, wherever they are.
  const contactAt = lines.findIndex((line) => EMAIL.test(line.text));
  if (!city && contactAt >= 0) {
    const near = lines
      .slice(Math.max(0, contactAt - 2), contactAt + 3)
      .flatMap((line) => splitParts(line.text.replace(EMAIL, '\t')))
      .map((part) => part.replace(/^[–—-]\s*/, ''));
    for (const [index, part] of near.entries()) {
      const next = near[index + 1];
      const found = next === undefined ? null : findLocation(`${part}, ${next}`);
      if (found?.city && !TITLE_WORDS.test(part)) {
        ({ city, country } = found);
        locationSource = `${part}, ${next}`;
        break;
      }
    }
  }
  parseMeta.city = meta(city ? 0.85 : 0, locationSource);
  parseMeta.country = meta(country ? (countryName(country) ? 0.9 : 0.6) : 0, locationSource);

  const phone =
    findPhone(contactLines, REGION_OF_COUNTRY[country]) ??
    findPhone(everything, REGION_OF_COUNTRY[country]);
  parseMeta.learner_phone = meta(phone ? 0.9 : 0, phone?.source ?? '');

  // A running header or footer repeats the name on every page: no line of any entry.
  const body = (section: string[]) =>
    nameText
      ? section.filter((line) => clean(line) !== nameText && clean(line) !== learnerName)
      : section;
  const employment = readEmployment(body(sections.experience), options.paragraphs);
  // Role: the header line under the name that is not a contact detail.
  const handles = [github, linkedin]
    .map((url) => url.split('/').at(-1) ?? '')
    .filter((handle) => handle.length >= 3);
  const roleLine = sections.header
    .map((text) => {
      // "Arjun Ricci — Junior Data Analyst", "India\tData Scientist": the role is what is left of
      // the line without the name, the place and the contact details.
      const parts = text
        .split(SEPARATOR)
        .map(clean)
        .filter(
          (part) =>
            part !== nameText &&
            part !== city &&
            !countryName(part) &&
            !handles.some((handle) => part.includes(handle)) &&
            !EMAIL.test(part) &&
            !/\d{3}/.test(part),
        );
      return parts.length === 1 ? (parts[0] ?? '') : parts.length === 0 ? '' : text;
    })
    .find((text) => {
      const line = clean(text);
      return (
        line !== learnerName &&
        line !== nameText &&
        line !== city &&
        !countryName(line) &&
        !handles.some((handle) => line.includes(handle)) &&
        !EMAIL.test(line) &&
        !GITHUB.test(line) &&
        !LINKEDIN.test(line) &&
        !/\d{3}/.test(line) &&
        !findLocation(line, { cityAlone: true }) &&
        line.split(' ').length <= 8 &&
        /^\p{L}/u.test(line) &&
        !/-$/.test(line) &&
        !line.includes('\t')
      );
    });
  const role = labelled.role
    ? clean(labelled.role)
    : roleLine
      ? clean(roleLine)
      : (employment[0]?.title ?? '');
  parseMeta.role = meta(
    labelled.role ? 0.9 : roleLine ? 0.8 : role ? 0.5 : 0,
    labelled.role ?? roleLine ?? employment[0]?.title ?? '',
  );

  const summary = toBulletLines(sections.summary, options.paragraphs);
  parseMeta.summary = meta(summary ? 0.85 : 0, sections.summary.join('\n'));

  return {
    learner_name: learnerName,
    learner_email: learnerEmail,
    learner_phone: phone?.value ?? '',
    city,
    country,
    role,
    learner_github: github,
    learner_linkedin: linkedin,
    summary,
    employment_history: employment,
    education_history: readEducation(body(sections.education), options.paragraphs),
    // Contact details read after the body (a block beside the name) are no skills.
    skills: readSkills(
      body(sections.skills).filter(
        (line) =>
          !EMAIL.test(line) &&
          !GITHUB.test(line) &&
          !LINKEDIN.test(line) &&
          !handles.some((handle) => line.includes(handle)) &&
          !(city && country && line.includes(city) && line.includes(country)) &&
          !findPhone([line], REGION_OF_COUNTRY[country]),
      ),
    ),
    projects: readProjectLines(body(sections.projects), options.paragraphs),
    certifications: readCertificationLines(body(sections.certifications), options.paragraphs),
    parse_meta: parseMeta,
  };
}
