/**
 * The Word export opens in Word whatever the editor accepted: document.xml and the document
 * properties never carry a character XML 1.0 forbids (the editor takes any text; one such
 * character makes Word refuse the whole file), and the text a reader sees is kept otherwise.
 */
import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { longResume, shortResume } from '@/tests/support/sample-resumes.ts';
import { renderResumeDocx } from './render-resume-docx.ts';
import { type ResumeContent } from './resume-content-schema.ts';
import { PAPER_SIZES, RESUME_TEMPLATES } from '../resume-template-schema.ts';

const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

async function xmlParts(resume: ResumeContent, index: number): Promise<string> {
  const template = RESUME_TEMPLATES[index % RESUME_TEMPLATES.length] ?? 'classic';
  const paper = PAPER_SIZES[index % PAPER_SIZES.length] ?? 'A4';
  const zip = await JSZip.loadAsync(await renderResumeDocx(resume, template, paper));
  const parts = ['word/document.xml', 'docProps/core.xml', 'word/_rels/document.xml.rels'];
  return (await Promise.all(parts.map((part) => zip.file(part)?.async('string')))).join('\n');
}

describe('buildResumeDocx', () => {
  it('writes only characters XML allows, whatever text the fields hold', async () => {
    // Any code point, and often the ones at XML's edges.
    const edge = fc.constantFrom('a', ' ', '\t', '\u0000', '\u0007', '\u001F', '\uD800', '\uDFFF');
    const text = fc.string({
      unit: fc.oneof(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
        edge,
        fc.constantFrom('\uFFFE', '\uFFFF'),
      ),
      maxLength: 40,
    });
    let index = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({ name: text, summary: text, title: text, skill: text, link: text }),
        async (values) => {
          const resume = shortResume();
          resume.resume_name = values.name;
          resume.learner_name = values.name;
          resume.summary = values.summary;
          resume.learner_github = values.link;
          resume.employment_history[0]!.title = values.title;
          resume.skills[0]!.skill_name = values.skill;
          index += 1;
          expect(await xmlParts(resume, index)).not.toMatch(NOT_XML);
        },
      ),
      { numRuns: 40, seed: 20261127 },
    );
  });

  it('drops only the forbidden characters, keeping the words around them', async () => {
    const resume = longResume();
    resume.learner_name = 'Ada\u0007 Love\uFFFFlace \uD83D\uDE00';
    const xml = await xmlParts(resume, 0);
    expect(xml).toContain('Ada Lovelace \uD83D\uDE00');
  });

  it("writes a certification's link as visible text that is also a hyperlink, in every template", async () => {
    const resume = shortResume();
    const url = resume.certifications[0]!.url;
    for (const [index] of RESUME_TEMPLATES.entries()) {
      const xml = await xmlParts(resume, index);
      expect(xml).toContain(`<w:t xml:space="preserve">${url}</w:t>`);
      expect(xml).toContain(`Target="${url}"`);
      expect(xml).toContain('Certifications');
      expect(xml).toContain('Projects');
    }
  });
});
