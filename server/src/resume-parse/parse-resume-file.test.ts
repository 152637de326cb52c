/**
 * An upload longer than the résumé's limits (resume-fields-schema.ts) still parses, into a résumé
 * the export and the share page accept: over-long values are cut, not refused (issue 27 §3).
 */
import { describe, expect, it } from 'vitest';
import { renderResumeDocx } from '@/common/resume/export/render-resume-docx.ts';
import { resumeContentSchema } from '@/common/resume/export/resume-content-schema.ts';
import { RESUME_LONG_MAX_CHARS } from '@/common/resume/resume-fields-schema.ts';
import { shortResume } from '@/tests/support/sample-resumes.ts';
import { parseResumeFile } from './parse-resume-file.ts';

describe('parseResumeFile', () => {
  it('fits a Word file with a summary longer than the editor accepts into the limits', async () => {
    const resume = shortResume();
    // Written by another program: nothing limits what a file holds.
    const summary = `• ${'Builds reliable data pipelines for analysts. '.repeat(600)}`.trimEnd();
    expect(summary.length).toBeGreaterThan(RESUME_LONG_MAX_CHARS);
    const bytes = await renderResumeDocx({ ...resume, summary }, 'classic', 'A4');

    const parsed = await parseResumeFile('docx', Buffer.from(bytes));

    expect(parsed.summary.length).toBeGreaterThan(RESUME_LONG_MAX_CHARS * 0.9);
    const content = { ...parsed, resume_name: resume.resume_name };
    expect(resumeContentSchema.safeParse(content).error?.issues).toBeUndefined();
    expect(parsed.employment_history.length).toBe(resume.employment_history.length);
  });
});
