import { describe, expect, it } from 'vitest';
import { shortResume } from '@/tests/support/sample-resumes.ts';
import type { ResumeSuggestionInputs } from './resume-suggestion-schema.ts';
import { resumeSuggestionSchema } from './resume-suggestion-schema.ts';
import { suggestResumeEntries } from './suggest-resume-entries.ts';

const empty = { projects: [], certifications: [] };

const inputs: ResumeSuggestionInputs = {
  practice: [
    { language: 'SQL', solved: 40, hard: 12, lastSolvedOn: '2026-11' },
    { language: 'Python', solved: 1, hard: 0, lastSolvedOn: '2026-10' },
    { language: 'Spark', solved: 0, hard: 0, lastSolvedOn: '' },
  ],
  interviews: [
    { topic: 'SQL', rated: 3, bestScore: 85, lastOn: '2026-11' },
    { topic: 'Behavioural', rated: 0, bestScore: 0, lastOn: '' },
  ],
  capstones: [
    {
      id: 'de-1',
      title: 'Taxi Trips Warehouse',
      highlights: ['Modelled raw trips into a star schema', 'Caught planted bad rows'],
      technologies: ['SQL', 'dbt'],
      url: 'https://nyra.example/capstones/de-1',
      passedOn: '2026-11-02',
    },
  ],
  certificates: [
    {
      id: '3f2a9c1e',
      name: 'Nyra Certified Data Engineer',
      issuer: 'Nyra',
      issuedOn: '2026-11-20',
      verifyUrl: 'https://nyra.example/verify/3f2a9c1e',
    },
  ],
};

describe('suggestResumeEntries', () => {
  it('turns certificates, capstones and practice into entries the editor accepts', () => {
    const suggestions = suggestResumeEntries(inputs, empty);
    for (const suggestion of suggestions) resumeSuggestionSchema.parse(suggestion);
    expect(suggestions.map((s) => s.key)).toEqual([
      'certificate:3f2a9c1e',
      'capstone:de-1',
      'practice:SQL',
      'practice:Python',
      'interview:SQL',
    ]);
    expect(suggestions[0]).toMatchObject({
      kind: 'certification',
      certification_name: 'Nyra Certified Data Engineer',
      url: 'https://nyra.example/verify/3f2a9c1e',
      issue_date: '2026-11-20',
    });
    expect(suggestions[1]).toMatchObject({
      kind: 'project',
      url: 'https://nyra.example/capstones/de-1',
      keywords: 'SQL, dbt',
      description: '• Modelled raw trips into a star schema\n• Caught planted bad rows',
    });
    expect(suggestions[2]).toMatchObject({ description: '• Solved 40 SQL problems, 12 hard' });
    expect(suggestions[3]).toMatchObject({ description: '• Solved 1 Python problem' });
    expect(suggestions[4]).toMatchObject({
      project_name: 'SQL mock interviews',
      description: '• Best score 85/100 in 3 rated mock interviews',
      end_date: '2026-11',
    });
  });

  it('does not offer what the résumé already has: same link or same name', () => {
    const resume = shortResume();
    resume.projects = [
      { ...resume.projects[0]!, url: 'nyra.example/capstones/de-1/', project_name: 'Other' },
      { ...resume.projects[0]!, url: '', project_name: '  sql   PROBLEM solving ' },
    ];
    resume.certifications = [
      { ...resume.certifications[0]!, url: 'https://www.nyra.example/verify/3f2a9c1e' },
    ];
    expect(suggestResumeEntries(inputs, resume).map((s) => s.key)).toEqual([
      'practice:Python',
      'interview:SQL',
    ]);
  });
});
