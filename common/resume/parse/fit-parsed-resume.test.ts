/**
 * An upload's parse is fitted into the résumé's limits (resume-fields-schema.ts): an over-long
 * value is cut and marked for checking rather than failing the upload, so every parsed résumé can
 * be edited, exported and shared (issue 27 §3).
 */
import { describe, expect, it } from 'vitest';
import { resumeContentSchema } from '../export/resume-content-schema.ts';
import {
  RESUME_DATE_MAX_CHARS,
  RESUME_LONG_MAX_CHARS,
  RESUME_MAX_ITEMS,
  RESUME_SHORT_MAX_CHARS,
} from '../resume-fields-schema.ts';
import { fitParsedResume, FITTED_CONFIDENCE } from './fit-parsed-resume.ts';
import { parseResumeLines } from './parse-resume-lines.ts';

const lines = (texts: string[]) =>
  texts.map((text, index) => ({ text, fontSize: index === 0 ? 20 : 10 }));

/** A Word file's paragraphs: a long summary paragraph, a job with a long bullet, many skills. */
function overLongParse() {
  return parseResumeLines(
    lines([
      'Amara Okafor',
      'amara@example.com',
      'Summary',
      `Data engineer ${'who builds pipelines '.repeat(1_500)}`,
      'Experience',
      'Data Engineer | Acme | Jan 2021 – Present',
      `• ${'Moved the warehouse to dbt and cut costs '.repeat(600)}`,
      'Skills',
      Array.from({ length: 260 }, (_, n) => `Skill${n}`).join(', '),
    ]),
    { paragraphs: true },
  );
}

describe('fitParsedResume', () => {
  it('the parse of an over-long résumé is refused by the export and share schema as it is', () => {
    const parsed = overLongParse();
    expect(parsed.summary.length).toBeGreaterThan(RESUME_LONG_MAX_CHARS);
    expect(parsed.employment_history[0]!.description.length).toBeGreaterThan(RESUME_LONG_MAX_CHARS);
    expect(parsed.skills.length).toBeGreaterThan(RESUME_MAX_ITEMS.skill);
    const content = { ...parsed, resume_name: 'Upload' };
    expect(resumeContentSchema.safeParse(content).success).toBe(false);
  });

  it('cuts values and item lists to the limits, marks what it cut for checking, keeps the rest', () => {
    const parsed = overLongParse();
    const fitted = fitParsedResume(parsed);
    expect(
      resumeContentSchema.safeParse({ ...fitted, resume_name: 'Upload' }).error,
    ).toBeUndefined();
    expect(fitted.summary).toBe(parsed.summary.slice(0, RESUME_LONG_MAX_CHARS).trimEnd());
    expect(fitted.parse_meta.summary!.confidence).toBeLessThanOrEqual(FITTED_CONFIDENCE);
    const job = fitted.employment_history[0]!;
    expect(job.description.length).toBeLessThanOrEqual(RESUME_LONG_MAX_CHARS);
    expect(job.parse_meta.description!.confidence).toBeLessThanOrEqual(FITTED_CONFIDENCE);
    // What fitted is left as read, confidence and all.
    expect(job.title).toBe(parsed.employment_history[0]!.title);
    expect(job.parse_meta.title).toEqual(parsed.employment_history[0]!.parse_meta.title);
    expect(fitted.learner_email).toBe('amara@example.com');
    expect(fitted.skills).toEqual(parsed.skills.slice(0, RESUME_MAX_ITEMS.skill));
    // The parse itself is not changed.
    expect(parsed.summary.length).toBeGreaterThan(RESUME_LONG_MAX_CHARS);
  });

  it('never splits a character made of two UTF-16 units, and drops a date too long to be one', () => {
    const parsed = parseResumeLines(lines(['Amara Okafor', 'amara@example.com']), {
      paragraphs: true,
    });
    const emoji = '😀';
    parsed.learner_name = `${'a'.repeat(RESUME_SHORT_MAX_CHARS - 1)}${emoji}`;
    parsed.certifications = [
      {
        certification_name: 'Cert',
        issuer: '',
        issue_date: 'x'.repeat(RESUME_DATE_MAX_CHARS + 1),
        url: '',
        credential_id: '',
        parse_meta: {},
      },
    ];
    const fitted = fitParsedResume(parsed);
    expect(fitted.learner_name).toBe('a'.repeat(RESUME_SHORT_MAX_CHARS - 1));
    expect(fitted.certifications[0]!.issue_date).toBe('');
    expect(fitted.certifications[0]!.parse_meta.issue_date!.source).toBe(
      'x'.repeat(RESUME_DATE_MAX_CHARS + 1),
    );
  });
});
