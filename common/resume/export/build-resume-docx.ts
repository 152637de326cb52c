/**
 * THE Word layout of an exported resume: a `docx` Document with real Word structure, read from
 * the same template table (TEMPLATE_STYLES) and with the same headings as the PDF layout
 * (build-resume-document.ts), so a template looks alike in both formats.
 *
 * ATS-safe by construction: the name is Heading 1, each section a Heading 2 with the standard
 * word, bullets a real Word bullet list (numbering), and nothing is laid out with tables, text
 * boxes, columns or images, which résumé parsers read out of order or not at all. A two-column
 * template therefore becomes one column here (its sections in the template's order); a header
 * band becomes paragraph shading and dates on the right a right tab stop.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Paragraph,
  ShadingType,
  Tab,
  TabStopType,
  TextRun,
  type IRunOptions,
} from 'docx';
import { formatResumeDate } from '../dates/format-resume-date.ts';
import { formatResumeDateRange } from '../dates/format-resume-date-range.ts';
import type { ResumeContent } from './resume-content-schema.ts';
import type { PaperSize, ResumeTemplate } from '../resume-template-schema.ts';
import {
  RESUME_SECTION_HEADINGS,
  TEMPLATE_STYLES,
  type ResumeSection,
  type TemplateStyle,
} from './resume-template-styles.ts';
import { splitResumeLines } from './split-resume-lines.ts';

/** Word measures pages in twentieths of a point (twips). */
const TWIPS_PER_PT = 20;
/** The PDF's margin (42 pt), so both formats fill the page alike. */
const MARGIN_TWIPS = 42 * TWIPS_PER_PT;

/** Vertical space in twips: the template's 'tight' spacing halves it, as in the PDF layout. */
function twips(pt: number, style: TemplateStyle): number {
  return (style.spacing === 'tight' ? pt / 2 : pt) * TWIPS_PER_PT;
}
/** Portrait page sizes in twips (ISO A4 210 × 297 mm; US Letter 8.5 × 11 in). */
const PAGE_TWIPS: Record<PaperSize, { width: number; height: number }> = {
  A4: { width: 11906, height: 16838 },
  LETTER: { width: 12240, height: 15840 },
};
/**
 * Our PDF fonts are embedded; Word documents name fonts instead. These two are on every Windows
 * and Mac, and Word (or LibreOffice) substitutes a metric-compatible one where they are missing.
 */
const WORD_FONTS: Record<TemplateStyle['font'], string> = { Sans: 'Arial', Serif: 'Georgia' };
const BULLETS = 'resume-bullets';

/**
 * Characters XML 1.0 cannot carry (control characters, lone surrogates, U+FFFE/U+FFFF). The
 * editor accepts any text and the PDF prints it, but one of these in document.xml makes Word
 * call the whole file corrupt, so they are dropped from every field before the document is built.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The resume with every string field (items included) stripped of NOT_XML characters. */
function wordSafe<T>(value: T): T {
  if (typeof value === 'string') return value.replace(NOT_XML, '') as T;
  if (Array.isArray(value)) return value.map(wordSafe) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, wordSafe(field)]),
    ) as T;
  }
  return value;
}

/** "#4f46e5" → "4F46E5": Word's colour attribute has no "#". */
function hex(colour: string): string {
  return colour.replace(/^#/, '').toUpperCase();
}

/** Points → Word's half-points (run sizes). */
function halfPoints(pt: number): number {
  return Math.round(pt * 2);
}

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "github.com/jane" for "https://github.com/jane": shorter on the page, still a link. */
function shortUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

function linkUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `https://${url}`;
}

function plain(text: string, options: IRunOptions = {}): Paragraph {
  return new Paragraph({ children: [new TextRun({ text, ...options })] });
}

/** One item per line as a real Word bullet list (parsers and Word both see list items). */
function bullets(text: string): Paragraph[] {
  return splitResumeLines(text).map(
    (line) =>
      new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(line)] }),
  );
}

/** Heading 2 kept with the item under it, so a heading never ends a page (as in the PDF). */
function heading(label: string): Paragraph {
  return new Paragraph({
    heading: HeadingLevel.HEADING_2,
    keepNext: true,
    keepLines: true,
    children: [new TextRun(label)],
  });
}

/** Title and company, then dates (on the right by a tab stop, or below) and location. */
function employment(
  job: ResumeContent['employment_history'][number],
  style: TemplateStyle,
  textWidth: number,
): Paragraph[] {
  const dates = formatResumeDateRange(job.start_date, job.end_date);
  const titleLine = [job.title, job.company_name].filter(Boolean).join(' | ');
  const muted = hex(style.muted);
  const paragraphs: Paragraph[] = [];
  if (style.datesRight && dates) {
    paragraphs.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: twips(8, style) },
        tabStops: [{ type: TabStopType.RIGHT, position: textWidth }],
        children: [
          new TextRun({ text: titleLine, bold: true }),
          new TextRun({ children: [new Tab(), dates], color: muted }),
        ],
      }),
    );
    if (job.location) {
      paragraphs.push(
        new Paragraph({
          keepNext: true,
          children: [new TextRun({ text: job.location, italics: true, color: muted })],
        }),
      );
    }
  } else {
    paragraphs.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: twips(8, style) },
        children: [new TextRun({ text: titleLine, bold: true })],
      }),
    );
    const meta = [dates, job.location].filter(Boolean).join(' | ');
    if (meta) {
      paragraphs.push(
        new Paragraph({ keepNext: true, children: [new TextRun({ text: meta, color: muted })] }),
      );
    }
  }
  return [...paragraphs, ...bullets(job.description)];
}

function education(
  school: ResumeContent['education_history'][number],
  style: TemplateStyle,
): Paragraph[] {
  const degree = [school.degree, school.field_of_study].filter(Boolean).join(' in ');
  const dates = formatResumeDateRange(school.start_date, school.end_date);
  const paragraphs: Paragraph[] = [];
  const first = { keepNext: true, spacing: { before: twips(8, style) } };
  if (degree) {
    paragraphs.push(
      new Paragraph({ ...first, children: [new TextRun({ text: degree, bold: true })] }),
    );
  }
  if (school.school_name) {
    paragraphs.push(
      new Paragraph({
        ...(degree ? { keepNext: true } : first),
        children: [new TextRun(school.school_name)],
      }),
    );
  }
  if (dates) paragraphs.push(plain(dates, { color: hex(style.muted) }));
  return [...paragraphs, ...bullets(school.description)];
}

/** A visible link: the address written out, underlined, and clickable in Word. */
function visibleLink(url: string, colour: string): ExternalHyperlink {
  return new ExternalHyperlink({
    link: linkUrl(url),
    children: [new TextRun({ text: url, style: 'Hyperlink', color: colour })],
  });
}

/** As the PDF (build-resume-document.ts): name (dates right or below), dates | link, technologies, bullets. */
function project(
  item: ResumeContent['projects'][number],
  style: TemplateStyle,
  textWidth: number,
): Paragraph[] {
  const dates = formatResumeDateRange(item.start_date, item.end_date);
  const muted = hex(style.muted);
  const right = style.datesRight && dates;
  const paragraphs: Paragraph[] = [];
  if (item.project_name || right) {
    paragraphs.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: twips(8, style) },
        ...(right ? { tabStops: [{ type: TabStopType.RIGHT, position: textWidth }] } : {}),
        children: [
          new TextRun({ text: item.project_name, bold: true }),
          ...(right ? [new TextRun({ children: [new Tab(), dates], color: muted })] : []),
        ],
      }),
    );
  }
  const meta = [
    ...(dates && !right ? [new TextRun({ text: dates, color: muted })] : []),
    ...(dates && !right && item.url ? [new TextRun({ text: ' | ', color: muted })] : []),
    ...(item.url ? [visibleLink(item.url, muted)] : []),
  ];
  if (meta.length > 0) paragraphs.push(new Paragraph({ keepNext: true, children: meta }));
  if (item.keywords) paragraphs.push(plain(`Technologies: ${item.keywords}`));
  return [...paragraphs, ...bullets(item.description)];
}

/** As the PDF: name, "Issuer | Mar 2024", the link written out, the credential id. */
function certification(
  item: ResumeContent['certifications'][number],
  style: TemplateStyle,
): Paragraph[] {
  const muted = hex(style.muted);
  const first = { keepNext: true, spacing: { before: twips(8, style) } };
  const paragraphs: Paragraph[] = [];
  if (item.certification_name) {
    paragraphs.push(
      new Paragraph({
        ...first,
        children: [new TextRun({ text: item.certification_name, bold: true })],
      }),
    );
  }
  const issued = [item.issuer, formatResumeDate(item.issue_date)].filter(Boolean).join(' | ');
  if (issued) paragraphs.push(plain(issued, { color: muted }));
  if (item.url) {
    paragraphs.push(new Paragraph({ children: [visibleLink(item.url, hex(style.accent))] }));
  }
  if (item.credential_id) {
    paragraphs.push(plain(`Credential ID: ${item.credential_id}`, { color: muted }));
  }
  return paragraphs;
}

/** One skill per list item (with its note below), or all on one line (style.skillsLayout). */
function skills(list: ResumeContent['skills'], style: TemplateStyle): Paragraph[] {
  if (style.skillsLayout === 'inline') {
    const text = list
      .map((skill) =>
        skill.skill_level ? `${skill.skill_name} (${cap(skill.skill_level)})` : skill.skill_name,
      )
      .join(' · ');
    return [plain(text)];
  }
  return list.flatMap((skill) => {
    const level = skill.skill_level ? ` — ${cap(skill.skill_level)}` : '';
    const item = new Paragraph({
      numbering: { reference: BULLETS, level: 0 },
      children: [new TextRun(`${skill.skill_name}${level}`)],
    });
    if (!skill.skill_description) return [item];
    return [
      item,
      new Paragraph({
        indent: { left: 360 },
        children: [new TextRun({ text: skill.skill_description, color: hex(style.muted) })],
      }),
    ];
  });
}

/** Name (Heading 1), role, contact line and links; a band template shades these paragraphs. */
function header(resume: ResumeContent, style: TemplateStyle): Paragraph[] {
  const ink = hex(style.band ? style.bandInk : style.ink);
  const sub = hex(style.band ? style.bandInk : style.muted);
  const alignment = style.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
  const shading = style.band
    ? { type: ShadingType.CLEAR, color: 'auto', fill: hex(style.band) }
    : undefined;
  const place = [resume.city, resume.country].filter(Boolean).join(', ');
  const contact = [resume.learner_email, resume.learner_phone, place].filter(Boolean).join(' | ');
  const links = [resume.learner_github, resume.learner_linkedin].filter(Boolean);
  const shared = { alignment, shading, keepNext: true };
  const paragraphs = [
    new Paragraph({
      ...shared,
      heading: HeadingLevel.HEADING_1,
      children: [new TextRun({ text: resume.learner_name || resume.resume_name, color: ink })],
    }),
  ];
  if (resume.role) {
    paragraphs.push(
      new Paragraph({
        ...shared,
        children: [
          new TextRun({ text: resume.role, color: ink, size: halfPoints(style.bodySize + 2.5) }),
        ],
      }),
    );
  }
  if (contact) {
    paragraphs.push(
      new Paragraph({
        ...shared,
        spacing: { before: twips(4, style) },
        children: [new TextRun({ text: contact, color: sub })],
      }),
    );
  }
  if (links.length > 0) {
    paragraphs.push(
      new Paragraph({
        ...shared,
        children: links.flatMap((url, index) => [
          ...(index > 0 ? [new TextRun({ text: ' | ', color: sub })] : []),
          new ExternalHyperlink({
            link: linkUrl(url),
            children: [new TextRun({ text: shortUrl(url), style: 'Hyperlink', color: sub })],
          }),
        ]),
      }),
    );
  }
  return paragraphs;
}

/** The whole Word document for one resume, template and paper size. */
export function buildResumeDocx(
  content: ResumeContent,
  template: ResumeTemplate,
  paper: PaperSize,
): Document {
  const resume = wordSafe(content);
  const style = TEMPLATE_STYLES[template];
  const page = PAGE_TWIPS[paper];
  const textWidth = page.width - 2 * MARGIN_TWIPS;
  const summary = splitResumeLines(resume.summary).join('\n');
  const body: Record<ResumeSection, Paragraph[]> = {
    summary: bullets(summary),
    experience: resume.employment_history.flatMap((job) => employment(job, style, textWidth)),
    education: resume.education_history.flatMap((school) => education(school, style)),
    skills: skills(resume.skills, style),
    projects: resume.projects.flatMap((item) => project(item, style, textWidth)),
    certifications: resume.certifications.flatMap((item) => certification(item, style)),
  };
  const children = [
    ...header(resume, style),
    // Every template's sections in its own order; a sidebar's sections join the one column.
    ...style.sectionOrder.flatMap((name) =>
      body[name].length > 0 ? [heading(RESUME_SECTION_HEADINGS[name]), ...body[name]] : [],
    ),
  ];
  const font = WORD_FONTS[style.font];
  const headingFont = WORD_FONTS[style.headingFont];
  const upper = style.headingCase === 'upper';

  return new Document({
    title: resume.resume_name || resume.learner_name || 'Resume',
    subject: 'Resume',
    creator: 'Nyra',
    lastModifiedBy: 'Nyra',
    description: resume.learner_name ? `Resume of ${resume.learner_name}` : 'Resume',
    styles: {
      default: {
        document: {
          run: { font, size: halfPoints(style.bodySize), color: hex(style.ink) },
          // Line height 1.2 as in the PDF, and no space after paragraphs (Word's default 8 pt).
          paragraph: { spacing: { line: 288, after: 0 } },
        },
        heading1: {
          run: {
            font: headingFont,
            size: halfPoints(style.nameSize),
            bold: true,
            color: hex(style.ink),
          },
          paragraph: { spacing: { before: 0, after: 0 } },
        },
        heading2: {
          // The standard word stays the text (parsers and Word's navigation read it); capitals
          // are a look, as in the PDF's upper-case headings.
          run: {
            font: headingFont,
            size: halfPoints(style.headingSize),
            bold: true,
            color: hex(style.accent),
            allCaps: upper,
            characterSpacing: upper ? 12 : 0,
          },
          paragraph: {
            spacing: { before: twips(12, style), after: twips(style.rule ? 5 : 4, style) },
            border: style.rule
              ? {
                  bottom: {
                    style: BorderStyle.SINGLE,
                    size: 6,
                    color: hex(style.accent),
                    space: 2,
                  },
                }
              : undefined,
          },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: page,
            margin: {
              top: MARGIN_TWIPS,
              right: MARGIN_TWIPS,
              bottom: MARGIN_TWIPS,
              left: MARGIN_TWIPS,
            },
          },
        },
        children,
      },
    ],
  });
}
