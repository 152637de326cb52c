import { describe, expect, it } from 'vitest';
import { findDateRange } from './find-date-range.ts';
import { parseResumeLines } from './parse-resume-lines.ts';

const lines = (texts: string[]) =>
  texts.map((text, index) => ({ text, fontSize: index === 0 ? 20 : 10 }));

describe('findDateRange', () => {
  // Issue 24 §4: each end keeps the precision the résumé gave (no invented first of January).
  it.each([
    ['Jan 2021 – Present', '2021-01', 'present'],
    ['01/2021 - 03/2023', '2021-01', '2023-03'],
    ['2021-01 to 2022-06', '2021-01', '2022-06'],
    ['September 2019 — Current', '2019-09', 'present'],
    ['2015 – 2019', '2015', '2019'],
    ['15 Mar 2021 – 30 Jun 2022', '2021-03-15', '2022-06-30'],
    ['2020-02-03 to present', '2020-02-03', 'present'],
  ])('%s', (text, start, end) => {
    expect(findDateRange(text)).toMatchObject({ start, end });
  });
});

describe('parseResumeLines', () => {
  it.each([
    ['Projects', 'Certifications'],
    ['Personal Projects', 'Licenses & Certifications'],
    ['PROJECTS', 'Certificates'],
  ])('reads "%s" and "%s" into projects and certifications, not into skills', (p, c) => {
    const parsed = parseResumeLines(
      lines([
        'Amara Okafor',
        'amara@example.com',
        'Skills',
        'SQL, Python',
        p,
        'Taxi Trips Warehouse',
        'Jan 2024 – Mar 2024 | https://nyra.example/capstones/taxi',
        '• Modelled raw trips into a star schema.',
        c,
        'Nyra Certified Data Engineer',
        'Nyra | May 2024',
        'https://nyra.example/verify/3f2a9c1e',
      ]),
      { paragraphs: false },
    );
    expect(parsed.skills.map((skill) => skill.skill_name)).toEqual(['SQL', 'Python']);
    expect(parsed.projects).toEqual([
      expect.objectContaining({
        project_name: 'Taxi Trips Warehouse',
        url: 'https://nyra.example/capstones/taxi',
        start_date: '2024-01',
        end_date: '2024-03',
        description: '• Modelled raw trips into a star schema.',
      }),
    ]);
    expect(parsed.certifications).toEqual([
      expect.objectContaining({
        certification_name: 'Nyra Certified Data Engineer',
        issuer: 'Nyra',
        issue_date: '2024-05',
        url: 'https://nyra.example/verify/3f2a9c1e',
      }),
    ]);
    // The links are no contact details of the learner.
    expect(parsed.learner_github).toBe('');
  });

  it('reads contact details, sections, items, levels and bullets with their sources', () => {
    const parsed = parseResumeLines(
      lines([
        'Amara Okafor',
        'Data Engineer',
        'amara@example.com | +234 803 123 4501 | Lagos, Nigeria',
        'github.com/amara | linkedin.com/in/amara-o',
        'PROFILE',
        'Builds reliable pipelines. Loves clean data.',
        'Work History',
        'Senior Data Engineer at Helios Bank',
        'Lagos, Nigeria · Jan 2021 to Present',
        '• Built streaming ingestion for',
        'payments.',
        'Education',
        'MSc in Data Science',
        'University of Lagos',
        '2017 – 2019',
        'Technical Skills',
        'Python (Expert), SQL (Advanced), Airflow',
      ]),
      { paragraphs: false },
    );
    expect(parsed).toMatchObject({
      learner_name: 'Amara Okafor',
      learner_email: 'amara@example.com',
      learner_phone: '+234 803 123 4501',
      city: 'Lagos',
      country: 'Nigeria',
      role: 'Data Engineer',
      learner_github: 'https://github.com/amara',
      learner_linkedin: 'https://www.linkedin.com/in/amara-o',
      summary: '• Builds reliable pipelines.\n• Loves clean data.',
      employment_history: [
        {
          title: 'Senior Data Engineer',
          company_name: 'Helios Bank',
          start_date: '2021-01',
          end_date: 'present',
          location: 'Lagos, Nigeria',
          description: '• Built streaming ingestion for payments.',
        },
      ],
      education_history: [
        {
          degree: 'MSc',
          field_of_study: 'Data Science',
          school_name: 'University of Lagos',
          start_date: '2017',
          end_date: '2019',
        },
      ],
      skills: [
        { skill_name: 'Python', skill_level: 'expert' },
        { skill_name: 'SQL', skill_level: 'advanced' },
        { skill_name: 'Airflow', skill_level: null },
      ],
    });
    expect(parsed.parse_meta.learner_phone?.source).toContain('+234 803 123 4501');
    expect(parsed.employment_history[0]?.parse_meta.start_date?.source).toBe('Jan 2021 to Present');
  });

  it('returns empty fields, not guesses, for text that is not a resume', () => {
    const parsed = parseResumeLines(lines(['hello world', 'nothing to see']), { paragraphs: true });
    expect(parsed).toMatchObject({ learner_email: '', learner_phone: '', employment_history: [] });
  });
});
