/**
 * Issue 32 in the PDF layout: every template prints the Projects and Certifications sections
 * with their standard headings, and a certification's link is written out and clickable.
 */
import { describe, expect, it } from 'vitest';
import { shortResume } from '@/tests/support/sample-resumes.ts';
import { RESUME_TEMPLATES } from '../resume-template-schema.ts';
import { buildResumeDocument, type PdfNode } from './build-resume-document.ts';

/** Every node of the definition, depth first. */
function nodes(value: unknown): PdfNode[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (!value || typeof value !== 'object') return [];
  const node = value as PdfNode;
  return [node, ...Object.values(node).flatMap(nodes)];
}

describe('buildResumeDocument', () => {
  it.each(RESUME_TEMPLATES)('prints projects and certifications with a visible link (%s)', (t) => {
    const resume = shortResume();
    const all = nodes(buildResumeDocument(resume, t, 'A4').content);
    const texts = all.map((node) => node.text).filter((text) => typeof text === 'string');
    expect(texts.map((text) => text.toLowerCase())).toEqual(
      expect.arrayContaining(['projects', 'certifications']),
    );
    const certification = resume.certifications[0]!;
    const link = all.find((node) => node.link === certification.url);
    expect(link?.text).toBe(certification.url);
    expect(texts).toContain(certification.certification_name);
    expect(texts).toContain(`Credential ID: ${certification.credential_id}`);
    expect(texts).toContain(`Technologies: ${resume.projects[0]!.keywords}`);
  });

  it('leaves both sections out when they are empty', () => {
    const resume = { ...shortResume(), projects: [], certifications: [] };
    const texts = nodes(buildResumeDocument(resume, 'classic', 'A4').content)
      .map((node) => node.text)
      .filter((text) => typeof text === 'string')
      .map((text) => text.toLowerCase());
    expect(texts).not.toContain('projects');
    expect(texts).not.toContain('certifications');
  });
});
