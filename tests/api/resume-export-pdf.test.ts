/**
 * The exported PDF itself (rendered in Node with the browser's layout code and read
 * back with pdfjs): each template lays the page out differently; a long resume gets real pages,
 * no employment/education item is cut at a page end and no heading ends a page; the extracted
 * text holds every field in the visual reading order (each template's section order, two-column
 * templates column by column);
 * an item longer than a page is split rather than lost; US Letter differs from A4.
 */
import { describe, expect, it } from 'vitest';
import { formatResumeDateRange } from '@/common/resume/dates/format-resume-date-range.ts';
import { type ResumeContent } from '@/common/resume/export/resume-content-schema.ts';
import { RESUME_TEMPLATES, type ResumeTemplate } from '@/common/resume/resume-template-schema.ts';
import {
  TEMPLATE_STYLES,
  type ResumeSection,
} from '@/common/resume/export/resume-template-styles.ts';
import {
  RESUME_LONG_MAX_CHARS,
  RESUME_SHORT_MAX_CHARS,
} from '@/common/resume/resume-fields-schema.ts';
import { plainText, readPdfText, type PdfRun } from '../support/read-pdf-text.ts';
import { renderResumePdfInNode } from '../support/render-resume-pdf-node.ts';
import { longResume, shortResume } from '../support/sample-resumes.ts';

const HEADINGS = /^(summary|experience|education|skills|projects|certifications)$/i;

function fingerprint(runs: PdfRun[]): string {
  return runs
    .map((run) => `${run.page}:${run.x},${run.y}:${run.font.replace(/^g_d\d+_/, '')}:${run.text}`)
    .join('\n');
}

/** The fields of a resume in the order a reader meets them in each template. */
function readingOrder(resume: ResumeContent, template: ResumeTemplate): string[] {
  const header = [resume.learner_name, resume.role, resume.learner_email, resume.learner_phone];
  const summary = ['summary', ...resume.summary.split('\n').map((line) => line.slice(2))];
  const jobs = [
    'experience',
    ...resume.employment_history.flatMap((job) => [
      job.title,
      job.company_name,
      formatResumeDateRange(job.start_date, job.end_date),
      job.location,
      ...job.description.split('\n').map((line) => line.slice(2)),
    ]),
  ];
  const schools = [
    'education',
    ...resume.education_history.flatMap((school) => [
      school.degree,
      school.field_of_study,
      school.school_name,
    ]),
  ];
  const skills = ['skills', ...resume.skills.map((skill) => skill.skill_name)];
  const projects = [
    'projects',
    ...resume.projects.flatMap((project) => [
      project.project_name,
      project.url,
      `Technologies: ${project.keywords}`,
      ...project.description.split('\n').map((line) => line.slice(2)),
    ]),
  ];
  const certifications = [
    'certifications',
    ...resume.certifications.flatMap((certification) => [
      certification.certification_name,
      certification.issuer,
      ...(certification.url ? [certification.url] : []),
    ]),
  ];
  const fields: Record<ResumeSection, string[]> = {
    summary,
    experience: jobs,
    education: schools,
    skills,
    projects,
    certifications,
  };
  const { sectionOrder, twoColumn } = TEMPLATE_STYLES[template];
  // Two columns: the sidebar (skills and education) is written before the main column.
  const side = (name: ResumeSection) => twoColumn && (name === 'skills' || name === 'education');
  const order = [...sectionOrder.filter(side), ...sectionOrder.filter((name) => !side(name))];
  return [...header, ...order.flatMap((name) => fields[name])];
}

function expectInOrder(text: string, fields: string[]): void {
  const haystack = text.toLowerCase();
  let from = 0;
  for (const field of fields) {
    const at = haystack.indexOf(field.toLowerCase(), from);
    expect(at, `"${field}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + field.length;
  }
}

describe.each(RESUME_TEMPLATES)('the %s template', (template) => {
  it('writes every field as real text, in the visual reading order', async () => {
    const resume = shortResume();
    const { pages, runs } = await readPdfText(await renderResumePdfInNode(resume, template));
    expect(pages).toBe(1);
    expectInOrder(plainText(runs), readingOrder(resume, template));
  });

  it('pages a long resume without cutting an item or leaving a heading at a page end', async () => {
    const resume = longResume();
    const { pages, runs } = await readPdfText(await renderResumePdfInNode(resume, template));
    // The tight templates (compact) fit the same résumé on two pages: still real page breaks.
    expect(pages).toBeGreaterThanOrEqual(TEMPLATE_STYLES[template].spacing === 'tight' ? 2 : 3);
    expect(pages).toBeLessThanOrEqual(4);
    expectInOrder(plainText(runs), readingOrder(resume, template));
    // Every job: its title run and its last duty are on the same page.
    for (const job of resume.employment_history) {
      const title = runs.findIndex((run) =>
        run.text.includes(`${job.title} | ${job.company_name}`),
      );
      expect(title, job.title).toBeGreaterThanOrEqual(0);
      const duties = job.description.split('\n').length;
      const bullets = runs.slice(title).filter((run) => run.text.startsWith('• '));
      const lastDuty = bullets[duties - 1];
      expect(lastDuty?.page, `${job.company_name} kept on one page`).toBe(runs[title]?.page);
    }
    // No page ends with a section heading.
    for (let page = 1; page <= pages; page += 1) {
      const last = runs.filter((run) => run.page === page).at(-1);
      expect(last?.text.trim() ?? '').not.toMatch(HEADINGS);
    }
  });
});

describe('templates and paper sizes', () => {
  it('gives each template its own layout, and the same template the same layout', async () => {
    const prints = await Promise.all(
      RESUME_TEMPLATES.map(async (template) =>
        fingerprint((await readPdfText(await renderResumePdfInNode(shortResume(), template))).runs),
      ),
    );
    expect(new Set(prints).size).toBe(RESUME_TEMPLATES.length);
    const again = fingerprint(
      (await readPdfText(await renderResumePdfInNode(shortResume(), 'classic'))).runs,
    );
    expect(again).toBe(prints[0]);
  });

  it('lays out US Letter differently from A4', async () => {
    const a4 = await readPdfText(await renderResumePdfInNode(longResume(), 'classic', 'A4'));
    const letter = await readPdfText(
      await renderResumePdfInNode(longResume(), 'classic', 'LETTER'),
    );
    expect(fingerprint(letter.runs)).not.toBe(fingerprint(a4.runs));
  });

  it('splits an item longer than a page instead of losing its end', async () => {
    const resume = shortResume();
    const [first] = resume.employment_history;
    if (!first) throw new Error('sample has a job');
    const duties = Array.from({ length: 90 }, (_, n) => `• Duty number ${n + 1} of the long job.`);
    resume.employment_history = [{ ...first, description: duties.join('\n') }];
    const { pages, runs } = await readPdfText(await renderResumePdfInNode(resume, 'minimal'));
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = plainText(runs);
    for (let n = 1; n <= 90; n += 1) expect(text).toContain(`Duty number ${n} of`);
  });

  it('exports the longest values the editor accepts', async () => {
    const resume = shortResume();
    const name = 'Ada Augusta '.repeat(50).slice(0, RESUME_SHORT_MAX_CHARS);
    const line = '• A summary line that is as long as a real one tends to be.';
    const lines = Array.from(
      { length: Math.floor(RESUME_LONG_MAX_CHARS / (line.length + 1)) },
      () => line,
    );
    resume.learner_name = name;
    resume.summary = lines.join('\n');
    expect(resume.summary.length).toBeLessThanOrEqual(RESUME_LONG_MAX_CHARS);
    const { pages, runs } = await readPdfText(await renderResumePdfInNode(resume, 'classic'));
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = plainText(runs);
    expect(text).toContain('Ada Augusta Ada Augusta');
    expect(text.split('as long as a real one').length - 1).toBe(lines.length);
  });
});
