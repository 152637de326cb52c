/**
 * The look of each template, as data: fonts, colours, sizes, heading case, rules, columns,
 * where dates sit, the order of the sections and how skills are set. The PDF layout
 * (build-resume-document.ts) and the Word layout read the same table, so a template looks alike
 * in both formats; every template stays ATS-safe (real text in reading order, standard headings).
 */
import type { ResumeTemplate } from '../resume-template-schema.ts';

export const RESUME_SECTIONS = [
  'summary',
  'experience',
  'projects',
  'education',
  'skills',
  'certifications',
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

/** The headings every template prints (standard words, so ATS parsers find the sections). */
export const RESUME_SECTION_HEADINGS: Readonly<Record<ResumeSection, string>> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
};

const DEFAULT_ORDER: readonly ResumeSection[] = RESUME_SECTIONS;

export interface TemplateStyle {
  font: 'Sans' | 'Serif';
  headingFont: 'Sans' | 'Serif';
  /** Name colour and heading colour. */
  ink: string;
  accent: string;
  muted: string;
  /** Header band fill, or null for a plain header. */
  band: string | null;
  bandInk: string;
  nameSize: number;
  bodySize: number;
  headingSize: number;
  align: 'left' | 'center';
  headingCase: 'upper' | 'title';
  /** A rule under each heading. */
  rule: boolean;
  twoColumn: boolean;
  /** Dates right-aligned on the entry's title line. */
  datesRight: boolean;
  /**
   * The sections of the main column, top to bottom (two-column: skills and education go left).
   * Projects follow experience and certifications come last in every template (issue 32).
   */
  sectionOrder: readonly ResumeSection[];
  /** Skills one per line, or on one line joined by a middle dot ("Python · SQL (Expert)"). */
  skillsLayout: 'list' | 'inline';
  /**
   * The vertical space between sections, items and header lines: 'tight' roughly halves it.
   * Why a knob of its own: a dense one-page look (compact) needs less white space than smaller
   * type alone gives, and a Word layout can map it onto paragraph spacing just as directly.
   */
  spacing: 'normal' | 'tight';
}

export const TEMPLATE_STYLES: Record<ResumeTemplate, TemplateStyle> = {
  classic: {
    font: 'Serif',
    headingFont: 'Serif',
    ink: '#111111',
    accent: '#111111',
    muted: '#444444',
    band: null,
    bandInk: '#111111',
    nameSize: 24,
    bodySize: 10.5,
    headingSize: 12.5,
    align: 'center',
    headingCase: 'upper',
    rule: true,
    twoColumn: false,
    datesRight: false,
    sectionOrder: DEFAULT_ORDER,
    skillsLayout: 'list',
    spacing: 'normal',
  },
  modern: {
    font: 'Sans',
    headingFont: 'Sans',
    ink: '#1e1b4b',
    accent: '#4f46e5',
    muted: '#4b5563',
    band: '#4f46e5',
    bandInk: '#ffffff',
    nameSize: 24,
    bodySize: 9.5,
    headingSize: 12,
    align: 'left',
    headingCase: 'upper',
    rule: false,
    twoColumn: true,
    datesRight: false,
    sectionOrder: ['summary', 'experience', 'projects', 'skills', 'education', 'certifications'],
    skillsLayout: 'list',
    spacing: 'normal',
  },
  minimal: {
    font: 'Sans',
    headingFont: 'Sans',
    ink: '#222222',
    accent: '#0f766e',
    muted: '#6b7280',
    band: null,
    bandInk: '#222222',
    nameSize: 21,
    bodySize: 9.5,
    headingSize: 11.5,
    align: 'left',
    headingCase: 'title',
    rule: false,
    twoColumn: false,
    datesRight: false,
    sectionOrder: DEFAULT_ORDER,
    skillsLayout: 'list',
    spacing: 'normal',
  },
  executive: {
    font: 'Serif',
    headingFont: 'Sans',
    ink: '#0b2545',
    accent: '#b08d2e',
    muted: '#374151',
    band: '#0b2545',
    bandInk: '#ffffff',
    nameSize: 25,
    bodySize: 10.5,
    headingSize: 12.5,
    align: 'left',
    headingCase: 'upper',
    rule: true,
    twoColumn: false,
    datesRight: true,
    sectionOrder: DEFAULT_ORDER,
    skillsLayout: 'list',
    spacing: 'normal',
  },
  compact: {
    font: 'Sans',
    headingFont: 'Sans',
    ink: '#1f2937',
    accent: '#334155',
    muted: '#4b5563',
    band: null,
    bandInk: '#1f2937',
    nameSize: 17,
    bodySize: 9,
    headingSize: 10,
    align: 'left',
    headingCase: 'upper',
    rule: true,
    twoColumn: false,
    datesRight: true,
    sectionOrder: DEFAULT_ORDER,
    skillsLayout: 'inline',
    spacing: 'tight',
  },
  elegant: {
    font: 'Serif',
    headingFont: 'Serif',
    ink: '#2b1a26',
    accent: '#7e2a5a',
    muted: '#5b4b55',
    band: null,
    bandInk: '#2b1a26',
    nameSize: 26,
    bodySize: 10.5,
    headingSize: 13.5,
    align: 'center',
    headingCase: 'title',
    rule: true,
    twoColumn: false,
    datesRight: false,
    sectionOrder: DEFAULT_ORDER,
    skillsLayout: 'list',
    spacing: 'normal',
  },
  technical: {
    font: 'Sans',
    headingFont: 'Sans',
    ink: '#0f172a',
    accent: '#0e7490',
    muted: '#475569',
    band: null,
    bandInk: '#0f172a',
    nameSize: 22,
    bodySize: 9.5,
    headingSize: 11,
    align: 'left',
    headingCase: 'upper',
    rule: true,
    twoColumn: false,
    datesRight: true,
    sectionOrder: ['summary', 'skills', 'experience', 'projects', 'education', 'certifications'],
    skillsLayout: 'inline',
    spacing: 'normal',
  },
  graduate: {
    font: 'Sans',
    headingFont: 'Sans',
    ink: '#111827',
    accent: '#1d4ed8',
    muted: '#4b5563',
    band: null,
    bandInk: '#111827',
    nameSize: 23,
    bodySize: 10,
    headingSize: 12,
    align: 'left',
    headingCase: 'upper',
    rule: false,
    twoColumn: false,
    datesRight: false,
    sectionOrder: ['summary', 'education', 'experience', 'projects', 'skills', 'certifications'],
    skillsLayout: 'list',
    spacing: 'normal',
  },
  harvard: {
    font: 'Serif',
    headingFont: 'Serif',
    ink: '#000000',
    accent: '#000000',
    muted: '#333333',
    band: null,
    bandInk: '#000000',
    nameSize: 20,
    bodySize: 10.5,
    headingSize: 11.5,
    align: 'center',
    headingCase: 'upper',
    rule: true,
    twoColumn: false,
    datesRight: true,
    sectionOrder: ['education', 'summary', 'experience', 'projects', 'skills', 'certifications'],
    skillsLayout: 'list',
    spacing: 'normal',
  },
  corporate: {
    font: 'Sans',
    headingFont: 'Serif',
    ink: '#1b2a41',
    accent: '#1f3a5f',
    muted: '#4b5563',
    band: '#1f3a5f',
    bandInk: '#ffffff',
    nameSize: 23,
    bodySize: 10,
    headingSize: 13,
    align: 'left',
    headingCase: 'title',
    rule: true,
    twoColumn: false,
    datesRight: false,
    sectionOrder: DEFAULT_ORDER,
    skillsLayout: 'list',
    spacing: 'normal',
  },
  slate: {
    font: 'Sans',
    headingFont: 'Sans',
    ink: '#1f2937',
    accent: '#475569',
    muted: '#4b5563',
    band: null,
    bandInk: '#1f2937',
    nameSize: 22,
    bodySize: 9.5,
    headingSize: 11.5,
    align: 'left',
    headingCase: 'title',
    rule: false,
    twoColumn: true,
    datesRight: false,
    sectionOrder: ['summary', 'experience', 'projects', 'skills', 'education', 'certifications'],
    skillsLayout: 'list',
    spacing: 'normal',
  },
  bold: {
    font: 'Sans',
    headingFont: 'Sans',
    ink: '#111827',
    accent: '#14532d',
    muted: '#374151',
    band: '#14532d',
    bandInk: '#ffffff',
    nameSize: 32,
    bodySize: 10.5,
    headingSize: 13.5,
    align: 'left',
    headingCase: 'upper',
    rule: false,
    twoColumn: false,
    datesRight: false,
    sectionOrder: DEFAULT_ORDER,
    skillsLayout: 'list',
    spacing: 'normal',
  },
};
