/**
 * THE layout of an exported resume: one pdfmake document definition per template,
 * used by the browser's export worker (preview and download) and by Node (tests, bench), so
 * the preview is the export. Text is real text in embedded fonts, written in visual order: the
 * header, then (modern, slate) the sidebar column, then the main column.
 *
 * Page breaks: every employment/education/project/certification item, the header, and each section heading together
 * with its first item are "keep" blocks; `pageBreakBefore` moves a keep block that would be split
 * to the next page, unless it already starts at the top of a page (it is longer than a page).
 * A heading therefore never ends a page and no item is cut in half.
 */
import { BULLET_PREFIX } from '../resume-schema.ts';
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

/** A pdfmake content node (the subset we build). */
export type PdfNode = { [key: string]: unknown };

interface PageBreakNode {
  id?: string;
  startPosition: { top: number };
  pageNumbers: number[];
}

export interface ResumeDocumentDefinition {
  pageSize: PaperSize;
  pageMargins: [number, number, number, number];
  info: { title: string; author: string; subject: string; creator: string };
  defaultStyle: PdfNode;
  content: PdfNode[];
  pageBreakBefore: (node: PageBreakNode) => boolean;
}

/** Points (1/72 inch). */
const MARGIN_PT = 42;
const SIDEBAR_WIDTH_PT = 165;
const COLUMN_GAP_PT = 22;
const KEEP_PREFIX = 'keep-';
/** Page widths in points (pdfmake's A4 and LETTER). */
const PAGE_WIDTH_PT: Record<PaperSize, number> = { A4: 595.28, LETTER: 612 };

const lines = splitResumeLines;

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

/** Vertical space in points, halved for the tight templates (TemplateStyle.spacing). */
function space(pt: number, style: TemplateStyle): number {
  return style.spacing === 'tight' ? pt / 2 : pt;
}

function bullets(text: string, style: TemplateStyle): PdfNode[] {
  return lines(text).map((line) => ({
    text: `${BULLET_PREFIX}${line}`,
    margin: [6, 1, 0, 0],
    color: style.ink,
  }));
}

function heading(label: string, style: TemplateStyle, width: number): PdfNode[] {
  const text = style.headingCase === 'upper' ? label.toUpperCase() : label;
  const nodes: PdfNode[] = [
    {
      text,
      font: style.headingFont,
      bold: true,
      fontSize: style.headingSize,
      color: style.accent,
      characterSpacing: style.headingCase === 'upper' ? 0.6 : 0,
      margin: [0, space(12, style), 0, space(style.rule ? 2 : 4, style)],
      headlineLevel: 1,
    },
  ];
  if (style.rule) {
    nodes.push({
      canvas: [
        { type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.8, lineColor: style.accent },
      ],
      margin: [0, 0, 0, space(5, style)],
    });
  }
  return nodes;
}

function employmentNodes(job: ResumeContent['employment_history'][number], style: TemplateStyle) {
  const dates = formatResumeDateRange(job.start_date, job.end_date);
  const titleLine = [job.title, job.company_name].filter(Boolean).join(' | ');
  const nodes: PdfNode[] = [];
  if (style.datesRight && dates) {
    nodes.push({
      columns: [
        { text: titleLine, bold: true, width: '*', color: style.ink },
        { text: dates, width: 'auto', alignment: 'right', color: style.muted },
      ],
      columnGap: 10,
    });
    if (job.location) nodes.push({ text: job.location, italics: true, color: style.muted });
  } else {
    nodes.push({ text: titleLine, bold: true, color: style.ink });
    const meta = [dates, job.location].filter(Boolean).join(' | ');
    if (meta) nodes.push({ text: meta, color: style.muted });
  }
  nodes.push(...bullets(job.description, style));
  return nodes;
}

function educationNodes(school: ResumeContent['education_history'][number], style: TemplateStyle) {
  const degree = [school.degree, school.field_of_study].filter(Boolean).join(' in ');
  const dates = formatResumeDateRange(school.start_date, school.end_date);
  const nodes: PdfNode[] = [];
  if (degree) nodes.push({ text: degree, bold: true, color: style.ink });
  if (school.school_name) nodes.push({ text: school.school_name, color: style.ink });
  if (dates) nodes.push({ text: dates, color: style.muted });
  nodes.push(...bullets(school.description, style));
  return nodes;
}

/**
 * A project: its name (dates beside it where the template puts dates right), then a line of
 * dates and the link, the technologies, the bullets. The parser reads it back in that order
 * (parse/read-project-lines.ts).
 */
function projectNodes(project: ResumeContent['projects'][number], style: TemplateStyle) {
  const dates = formatResumeDateRange(project.start_date, project.end_date);
  const nodes: PdfNode[] = [];
  const name = project.project_name;
  if (style.datesRight && dates) {
    nodes.push({
      columns: [
        { text: name, bold: true, width: '*', color: style.ink },
        { text: dates, width: 'auto', alignment: 'right', color: style.muted },
      ],
      columnGap: 10,
    });
  } else if (name) {
    nodes.push({ text: name, bold: true, color: style.ink });
  }
  const meta: PdfNode[] = [];
  if (dates && !style.datesRight) meta.push({ text: dates });
  if (project.url) {
    if (meta.length > 0) meta.push({ text: ' | ' });
    meta.push({ text: project.url, link: linkUrl(project.url), decoration: 'underline' });
  }
  if (meta.length > 0) nodes.push({ text: meta, color: style.muted });
  if (project.keywords) {
    nodes.push({ text: `Technologies: ${project.keywords}`, color: style.ink });
  }
  nodes.push(...bullets(project.description, style));
  return nodes;
}

/**
 * A certification: its name, "Issuer | Mar 2024", the link written out in full (a hiring manager
 * reading a printout can type it; an ATS keeps it as text), the credential id.
 */
function certificationNodes(
  certification: ResumeContent['certifications'][number],
  style: TemplateStyle,
): PdfNode[] {
  const nodes: PdfNode[] = [];
  if (certification.certification_name) {
    nodes.push({ text: certification.certification_name, bold: true, color: style.ink });
  }
  const issued = [certification.issuer, formatResumeDate(certification.issue_date)]
    .filter(Boolean)
    .join(' | ');
  if (issued) nodes.push({ text: issued, color: style.muted });
  if (certification.url) {
    nodes.push({
      text: certification.url,
      link: linkUrl(certification.url),
      decoration: 'underline',
      color: style.accent,
    });
  }
  if (certification.credential_id) {
    nodes.push({ text: `Credential ID: ${certification.credential_id}`, color: style.muted });
  }
  return nodes;
}

function skillNodes(skill: ResumeContent['skills'][number], style: TemplateStyle): PdfNode[] {
  const level = skill.skill_level ? ` — ${cap(skill.skill_level)}` : '';
  const nodes: PdfNode[] = [
    { text: `${BULLET_PREFIX}${skill.skill_name}${level}`, color: style.ink },
  ];
  if (skill.skill_description) {
    nodes.push({ text: skill.skill_description, color: style.muted, margin: [8, 0, 0, 1] });
  }
  return nodes;
}

/** The skills section's body: one skill per line, or all on one line (skillsLayout). */
function skillsNodes(skills: ResumeContent['skills'], style: TemplateStyle): PdfNode[] {
  if (style.skillsLayout === 'list') return skills.flatMap((skill) => skillNodes(skill, style));
  const text = skills
    .map((skill) =>
      skill.skill_level ? `${skill.skill_name} (${cap(skill.skill_level)})` : skill.skill_name,
    )
    .join(' · ');
  return [{ text, color: style.ink }];
}

/** Makes "keep" blocks with ids unique within one document (see the module header). */
function keeper(): (stack: PdfNode[], marginTop: number) => PdfNode {
  let count = 0;
  return (stack, marginTop) => {
    count += 1;
    return { id: `${KEEP_PREFIX}${count}`, stack, margin: [0, marginTop, 0, 0] };
  };
}
type Keep = ReturnType<typeof keeper>;

/** One section: the heading kept together with its first item, then the other items. */
function section(
  keep: Keep,
  label: string,
  items: PdfNode[][],
  style: TemplateStyle,
  gap: number,
  width: number,
): PdfNode[] {
  if (items.length === 0) return [];
  const [first = [], ...rest] = items;
  return [
    keep([...heading(label, style, width), ...first], 0),
    ...rest.map((item) => keep(item, gap)),
  ];
}

function headerBlock(resume: ResumeContent, style: TemplateStyle): PdfNode {
  const ink = style.band ? style.bandInk : style.ink;
  const sub = style.band ? style.bandInk : style.muted;
  const place = [resume.city, resume.country].filter(Boolean).join(', ');
  const contact = [resume.learner_email, resume.learner_phone, place].filter(Boolean).join(' | ');
  const links = [resume.learner_github, resume.learner_linkedin].filter(Boolean);
  const stack: PdfNode[] = [];
  stack.push({
    text: resume.learner_name || resume.resume_name,
    fontSize: style.nameSize,
    bold: true,
    font: style.headingFont,
    color: ink,
  });
  if (resume.role) stack.push({ text: resume.role, fontSize: style.bodySize + 2.5, color: ink });
  if (contact) stack.push({ text: contact, color: sub, margin: [0, space(4, style), 0, 0] });
  if (links.length > 0) {
    stack.push({
      text: links.flatMap((url, index) => [
        ...(index > 0 ? [{ text: ' | ' }] : []),
        { text: shortUrl(url), link: linkUrl(url) },
      ]),
      color: sub,
    });
  }
  const aligned = { stack, alignment: style.align };
  const below = [0, 0, 0, space(4, style)];
  if (!style.band) return { id: `${KEEP_PREFIX}header`, stack: [aligned], margin: below };
  return {
    id: `${KEEP_PREFIX}header`,
    table: {
      widths: ['*'],
      body: [[{ ...aligned, fillColor: style.band, margin: [14, space(12, style)] }]],
    },
    layout: 'noBorders',
    margin: below,
  };
}

/** The whole document definition for one resume, template and paper size. */
export function buildResumeDocument(
  resume: ResumeContent,
  template: ResumeTemplate,
  paper: PaperSize,
): ResumeDocumentDefinition {
  const keep = keeper();
  const style = TEMPLATE_STYLES[template];
  const gap = space(8, style);
  // Rules span the text column (the two-column template has none).
  const width = PAGE_WIDTH_PT[paper] - 2 * MARGIN_PT;
  const summary = lines(resume.summary);
  const items: Record<ResumeSection, PdfNode[][]> = {
    summary:
      summary.length > 0 ? [summary.map((line) => ({ text: `${BULLET_PREFIX}${line}` }))] : [],
    experience: resume.employment_history.map((job) => employmentNodes(job, style)),
    education: resume.education_history.map((school) => educationNodes(school, style)),
    skills: resume.skills.length > 0 ? [skillsNodes(resume.skills, style)] : [],
    projects: resume.projects.map((project) => projectNodes(project, style)),
    certifications: resume.certifications.map((item) => certificationNodes(item, style)),
  };
  const sectionNodes = (name: ResumeSection) =>
    section(keep, RESUME_SECTION_HEADINGS[name], items[name], style, gap, width);

  const content: PdfNode[] = [headerBlock(resume, style)];
  if (style.twoColumn) {
    const side = (name: ResumeSection) => name === 'skills' || name === 'education';
    content.push({
      columns: [
        { width: SIDEBAR_WIDTH_PT, stack: style.sectionOrder.filter(side).flatMap(sectionNodes) },
        {
          width: '*',
          stack: style.sectionOrder.filter((name) => !side(name)).flatMap(sectionNodes),
        },
      ],
      columnGap: COLUMN_GAP_PT,
    });
  } else {
    content.push(...style.sectionOrder.flatMap(sectionNodes));
  }

  return {
    pageSize: paper,
    pageMargins: [MARGIN_PT, MARGIN_PT, MARGIN_PT, MARGIN_PT],
    info: {
      title: resume.resume_name || resume.learner_name || 'Resume',
      author: resume.learner_name,
      subject: 'Resume',
      creator: 'Nyra',
    },
    defaultStyle: {
      font: style.font,
      fontSize: style.bodySize,
      lineHeight: 1.2,
      color: style.ink,
    },
    content,
    pageBreakBefore: (node) =>
      typeof node.id === 'string' &&
      node.id.startsWith(KEEP_PREFIX) &&
      node.pageNumbers.length > 1 &&
      // Already at the top of a page: it is longer than a page, so it must be split.
      node.startPosition.top > MARGIN_PT + 1,
  };
}
