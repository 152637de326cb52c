/**
 * JSON Resume export → import keeps every field it carries, the export validates
 * against the schema, and files written by other tools import sensibly.
 */
import { describe, expect, it } from 'vitest';
import { fromJsonResume } from './from-json-resume.ts';
import { jsonResumeSchema } from './json-resume-schema.ts';
import type { ResumeContent } from './resume-content-schema.ts';
import { toJsonResume } from './to-json-resume.ts';

const resume: ResumeContent = {
  resume_name: 'Grace Hopper - Staff Engineer',
  learner_name: 'Grace Hopper',
  learner_email: 'grace@example.com',
  learner_phone: '+1 212 555 0100',
  city: 'New York',
  country: 'United States',
  role: 'Staff Data Engineer',
  learner_github: 'https://github.com/ghopper',
  learner_linkedin: 'https://www.linkedin.com/in/ghopper',
  summary: '• Compilers, then data platforms.\n• Likes “quotes”, ümlauts and 中文.',
  employment_history: [
    {
      company_name: 'Remington Rand',
      title: 'Senior Mathematician',
      start_date: '2019-04-01',
      end_date: 'present',
      description: '• Built the first compiler.\n• Coined “debugging”.',
      location: 'Philadelphia, United States',
    },
    {
      company_name: 'US Navy',
      title: 'Programmer',
      start_date: '2014-01-01',
      end_date: '2019-03-01',
      description: '• Programmed the Mark I.',
      location: 'Cambridge, United States',
    },
  ],
  education_history: [
    {
      school_name: 'Yale University',
      degree: 'Doctor of Philosophy',
      field_of_study: 'Mathematics',
      start_date: '2008-09-01',
      end_date: '2013-06-01',
      description: '• Thesis on irreducibility criteria.',
    },
  ],
  skills: [
    { skill_name: 'COBOL', skill_level: 'expert', skill_description: 'Co-designed it.' },
    { skill_name: 'SQL', skill_level: null, skill_description: '' },
  ],
  projects: [
    {
      project_name: 'Bombe',
      description: '• Broke Enigma settings daily.\n• Ran on 200 machines.',
      url: 'https://example.org/bombe',
      start_date: '1939-09',
      end_date: '1945',
      keywords: 'Electromechanics, Cryptanalysis',
    },
  ],
  certifications: [
    {
      certification_name: 'Nyra Certified Data Engineer',
      issuer: 'Nyra',
      issue_date: '2024-05-02',
      url: 'https://nyra.example/verify/3f2a9c1e',
      credential_id: '3f2a9c1e',
    },
  ],
};

describe('JSON Resume', () => {
  it('exports a valid JSON Resume that imports back to the same resume', () => {
    const exported = toJsonResume(resume);
    const parsed = jsonResumeSchema.parse(JSON.parse(JSON.stringify(exported)));
    expect(parsed.basics?.profiles).toHaveLength(2);
    expect(parsed.work?.[0]?.endDate).toBeUndefined();
    // JSON Resume's own names for them: projects with highlights and keywords, certificates.
    expect(parsed.projects?.[0]).toMatchObject({
      highlights: ['Broke Enigma settings daily.', 'Ran on 200 machines.'],
      keywords: ['Electromechanics', 'Cryptanalysis'],
    });
    expect(parsed.certificates?.[0]).toMatchObject({
      name: 'Nyra Certified Data Engineer',
      url: 'https://nyra.example/verify/3f2a9c1e',
    });
    expect(fromJsonResume(parsed, resume.resume_name)).toEqual(resume);
  });

  it('reads what other tools write: month dates, summaries, keywords, country codes', () => {
    const imported = fromJsonResume(
      jsonResumeSchema.parse({
        basics: { name: 'Alan Turing', location: { city: 'Wilmslow', countryCode: 'GB' } },
        work: [
          { name: 'NPL', position: 'Scientist', startDate: '1945-10', summary: 'Designed ACE.' },
        ],
        skills: [{ name: 'Cryptanalysis', level: 'Master', keywords: ['Enigma', 'Bombe'] }],
        awards: [{ title: 'OBE' }],
      }),
      'turing',
    );
    expect(imported.country).toBe('GB');
    expect(imported.employment_history[0]).toMatchObject({
      start_date: '1945-10',
      end_date: 'present',
      description: '• Designed ACE.',
    });
    expect(imported.skills[0]).toEqual({
      skill_name: 'Cryptanalysis',
      skill_level: null,
      skill_description: 'Enigma, Bombe',
    });
  });

  it('refuses dates that are not ISO 8601', () => {
    expect(jsonResumeSchema.safeParse({ work: [{ startDate: 'March 2020' }] }).success).toBe(false);
  });
});
