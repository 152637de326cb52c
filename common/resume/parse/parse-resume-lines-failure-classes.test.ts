/**
 * One test per failure class of the parsing issue (résumés the parser had never seen), on the
 * lines a real layout gives: places and titles on the company line, dates in other forms and
 * places, education in other orders, skills as labelled groups, chips, sidebars and levels,
 * icon-only contacts kept in link annotations, odd whitespace and ligatures.
 */
import { describe, expect, it } from 'vitest';
import type { TextLine } from './text-line.ts';
import { parseResumeLines } from './parse-resume-lines.ts';

const resume = (body: string[], extra: TextLine[] = []): TextLine[] => [
  { text: 'Nadia Petrova', fontSize: 20 },
  { text: 'Data Engineer', fontSize: 10 },
  { text: 'nadia@example.org | +1 416 555 0134 | Toronto, Canada', fontSize: 10 },
  ...body.map((text) => ({
    text,
    fontSize: /^[A-Z &]+$/.test(text) ? 13 : 10,
  })),
  ...extra,
];
const parse = (body: string[], extra: TextLine[] = []) =>
  parseResumeLines(resume(body, extra), { paragraphs: false });

describe('parseResumeLines on layouts it was not written with', () => {
  it('splits "Title, Company, City, Country" and keeps the place out of company and title', () => {
    const [job] = parse([
      'EXPERIENCE',
      'Data Engineer, Quantix Data, Lyon, France\tMar 2021 – Present',
      '• Built pipelines.',
    ]).employment_history;
    expect(job).toMatchObject({
      title: 'Data Engineer',
      company_name: 'Quantix Data',
      location: 'Lyon, France',
      start_date: '2021-03',
      end_date: 'present',
    });
  });

  it('reads "Company, Title" with the dates and place right-aligned', () => {
    const [job] = parse([
      'EXPERIENCE',
      'Meridian Bank, Senior Data Analyst\tBerlin, Germany | 04/2022 - 08/2025',
      '• Built dashboards.',
    ]).employment_history;
    expect(job).toMatchObject({
      company_name: 'Meridian Bank',
      title: 'Senior Data Analyst',
      location: 'Berlin, Germany',
      start_date: '2022-04',
      end_date: '2025-08',
    });
  });

  it('reads the dates on the line after the title, and "Summer 2022" as a year', () => {
    const jobs = parse([
      'WORK HISTORY',
      'Research Intern at Tessellate AI',
      'Summer 2022',
      '• Trained models.',
      'Data Engineer at Quantix Data',
      '2024-01 – present',
      '• Built pipelines.',
    ]).employment_history;
    expect(jobs.map((j) => [j.company_name, j.title, j.start_date, j.end_date])).toEqual([
      ['Tessellate AI', 'Research Intern', '', '2022'],
      ['Quantix Data', 'Data Engineer', '2024-01', 'present'],
    ]);
  });

  it('keeps a job header whose dates wrapped after "to" (narrow column, page break)', () => {
    const [job] = parse([
      'EXPERIENCE',
      'Nordlys Energy, Nairobi, Kenya | 01/2019 to',
      '04/2020',
      'Data Scientist',
      '• Forecast demand.',
    ]).employment_history;
    expect(job).toMatchObject({
      company_name: 'Nordlys Energy',
      title: 'Data Scientist',
      start_date: '2019-01',
      end_date: '2020-04',
    });
  });

  it('classifies education parts by what they are, in any order, with a graduation year alone', () => {
    const schools = parse([
      'EDUCATION',
      'Bachelor of Science, Mathematics, University College Cork (2016 — 2018)',
      'KTH Royal Institute of Technology, Computer Science\t2011 – 2015',
      'MSc',
      'BSc in Physics, University of Toronto, 2010',
    ]).education_history;
    expect(
      schools.map((s) => [s.school_name, s.degree, s.field_of_study, s.start_date, s.end_date]),
    ).toEqual([
      ['University College Cork', 'Bachelor of Science', 'Mathematics', '2016', '2018'],
      ['KTH Royal Institute of Technology', 'MSc', 'Computer Science', '2011', '2015'],
      ['University of Toronto', 'BSc', 'Physics', '', '2010'],
    ]);
  });

  it('reads skills under labels, as chips, one per line and with levels', () => {
    const names = (lines: string[]) =>
      parse(['SKILLS', ...lines]).skills.map((s) => [s.skill_name, s.skill_level]);
    expect(names(['Languages: Python, SQL', 'Platforms: Docker'])).toEqual([
      ['Python', null],
      ['SQL', null],
      ['Docker', null],
    ]);
    expect(names(['Git BigQuery Apache Spark Excel'])).toEqual([
      ['Git', null],
      ['BigQuery', null],
      ['Apache Spark', null],
      ['Excel', null],
    ]);
    expect(names(['• Spring Boot, Spring MVC, and Hibernate', '• Git and GitHub'])).toEqual([
      ['Spring Boot', null],
      ['Spring MVC', null],
      ['Hibernate', null],
      ['Git', null],
      ['GitHub', null],
    ]);
    expect(names(['Python (Expert)', 'dbt (Intermediate)', 'Tableau · Looker'])).toEqual([
      ['Python', 'expert'],
      ['dbt', 'intermediate'],
      ['Tableau', null],
      ['Looker', null],
    ]);
  });

  it('takes GitHub and LinkedIn from link annotations when the row shows only icons', () => {
    const parsed = parse(
      ['SUMMARY', 'Data person.'],
      [
        {
          text: 'https://github.com/nadia7\thttps://www.linkedin.com/in/nadia-p',
          fontSize: 0,
          links: true,
        },
      ],
    );
    expect(parsed.learner_github).toBe('https://github.com/nadia7');
    expect(parsed.learner_linkedin).toBe('https://www.linkedin.com/in/nadia-p');
    expect(parsed.summary).toBe('• Data person.');
  });

  it('reads a contact row set apart by spaces only, ligatures and no-break spaces', () => {
    const parsed = parseResumeLines(
      [
        { text: 'Nadia Petrova', fontSize: 20 },
        { text: 'nadia@example.org +1 416 555 0134 Toronto, Canada', fontSize: 10 },
        { text: 'EXPERIENCE', fontSize: 13 },
        { text: 'Data Engineer, Quantix Data\tJan\u00a02021\u2009–\u2009Present', fontSize: 10 },
        { text: '• Built eﬃcient pipelines.', fontSize: 10 },
      ],
      { paragraphs: false },
    );
    expect(parsed).toMatchObject({ city: 'Toronto', country: 'Canada' });
    expect(parsed.employment_history[0]).toMatchObject({
      start_date: '2021-01',
      end_date: 'present',
      description: '• Built efficient pipelines.',
    });
  });

  it('reads a description whose bullet was drawn as a shape, not as a header', () => {
    const jobs = parse([
      'EXPERIENCE',
      'Data Engineer, Quantix Data\t2021 – 2023',
      'Built pipelines that load events into the warehouse every',
      'hour.',
      'Data Analyst, Meridian Bank\t2019 – 2021',
    ]).employment_history;
    expect(jobs.map((j) => j.company_name)).toEqual(['Quantix Data', 'Meridian Bank']);
  });

  it('gives right-aligned dates that drifted onto the first bullet to the job, and joins wrapped bullets', () => {
    const jobs = parse([
      'EXPERIENCE',
      'Nexus AI, Co-Founder & CTO\tSan Francisco, CA',
      '• Built model infrastructure serving 2M+ monthly API requests with 99.97%\tJune 2023 – present',
      'uptime\t2 years 10 months',
      '• Raised a Series A led by Sequoia Capital, with participation from a16z and Founders',
      'Fund',
      'NVIDIA Research, Research Intern\tSanta Clara, CA',
      '• Designed a sparse attention mechanism.\tMay 2022 – Aug 2022',
    ]).employment_history;
    expect(
      jobs.map((j) => [j.company_name, j.title, j.location, j.start_date, j.end_date]),
    ).toEqual([
      ['Nexus AI', 'Co-Founder & CTO', 'San Francisco, CA', '2023-06', 'present'],
      ['NVIDIA Research', 'Research Intern', 'Santa Clara, CA', '2022-05', '2022-08'],
    ]);
    expect(jobs[0]?.description).toBe(
      '• Built model infrastructure serving 2M+ monthly API requests with 99.97% uptime\n' +
        '• Raised a Series A led by Sequoia Capital, with participation from a16z and Founders Fund',
    );
  });

  it('reads a name set in capitals and skips running footers and page numbers', () => {
    const parsed = parseResumeLines(
      [
        { text: 'NADIA PETROVA', fontSize: 20 },
        { text: 'EXPERIENCE', fontSize: 13 },
        { text: 'Data Engineer, Quantix Data\t2021 – 2023', fontSize: 10 },
        { text: '• Built pipelines.', fontSize: 10 },
        { text: 'Nadia Petrova – 1/2', fontSize: 9 },
        { text: '2', fontSize: 9 },
        { text: 'Data Analyst, Meridian Bank\t2019 – 2021', fontSize: 10 },
      ],
      { paragraphs: false },
    );
    expect(parsed.learner_name).toBe('Nadia Petrova');
    expect(parsed.employment_history.map((j) => j.company_name)).toEqual([
      'Quantix Data',
      'Meridian Bank',
    ]);
  });
});

describe("parseResumeLines on LaTeX résumés (moderncv, Jake's Resume, currvita, paracol)", () => {
  it('composes accents that pdfTeX draws apart ("Tom´as", "Polit´ecnica")', () => {
    const parsed = parseResumeLines(
      [
        { text: 'Tom´as Sato', fontSize: 24.8 },
        { text: 'Education', fontSize: 14.3 },
        {
          text: '2019–2021\tMBA in Statistics, Universidad Polit´ecnica de Valencia',
          fontSize: 10.9,
        },
      ],
      { paragraphs: false },
    );
    expect(parsed.learner_name).toBe('Tomás Sato');
    expect(parsed.education_history[0]?.school_name).toBe('Universidad Politécnica de Valencia');
  });

  it('joins date ranges wrapped in a left gutter and drops the closing full stop', () => {
    const jobs = parse([
      'EXPERIENCE',
      '03/2024 to\tLead Data Engineer, Quantix Data, Krakow, Poland.',
      'Present\t○ Mentored two analysts on testing and code review.',
      'June\tData Engineer, Lumen Payments, Lyon, France.',
      '2021—2022\t○ Built pipelines that load events every hour.',
    ]).employment_history;
    expect(
      jobs.map((j) => [j.title, j.company_name, j.location, j.start_date, j.end_date]),
    ).toEqual([
      ['Lead Data Engineer', 'Quantix Data', 'Krakow, Poland', '2024-03', 'present'],
      ['Data Engineer', 'Lumen Payments', 'Lyon, France', '2021-06', '2022'],
    ]);
    expect(jobs[0]?.description).toBe('• Mentored two analysts on testing and code review.');
  });

  it('joins a range wrapped over three gutter rows ("January 2022" / "– September" / "2025")', () => {
    const jobs = parse([
      'EXPERIENCE',
      'January 2022\tData Scientist, Quantix Data, Porto, Portugal',
      '– September\t○ Mentored two analysts on testing and code review.',
      '2025\t○ Designed the data quality checks used across teams.',
      'March 2020 –\tData Engineer, Lumen Payments, Osaka, Japan',
      'January 2021\t○ Wrote the runbook for on-call incidents.',
    ]).employment_history;
    expect(
      jobs.map((j) => [j.title, j.company_name, j.location, j.start_date, j.end_date]),
    ).toEqual([
      ['Data Scientist', 'Quantix Data', 'Porto, Portugal', '2022-01', '2025-09'],
      ['Data Engineer', 'Lumen Payments', 'Osaka, Japan', '2020-03', '2021-01'],
    ]);
    expect(jobs[0]?.description).toBe(
      '• Mentored two analysts on testing and code review.\n• Designed the data quality checks used across teams.',
    );
  });

  it('reads two dated gutter lines as two schools', () => {
    const schools = parse([
      'EDUCATION',
      '2012 – 2014\tBachelor of Engineering, Statistics, Indian Institute of Technology Bombay',
      '2010 – 2011\tBachelor of Science, Information Systems, University College Cork',
    ]).education_history;
    expect(schools.map((s) => [s.school_name, s.field_of_study, s.start_date])).toEqual([
      ['Indian Institute of Technology Bombay', 'Statistics', '2012'],
      ['University College Cork', 'Information Systems', '2010'],
    ]);
  });

  it('reads "… Skills" headings, levels after a name and labels without a colon', () => {
    const parsed = parse([
      'Computer Skills',
      'TensorFlow Advanced',
      'Developer Tools SQL, Pandas',
      'Languages Python, Kubernetes',
    ]);
    expect(parsed.skills.map((s) => [s.skill_name, s.skill_level])).toEqual([
      ['TensorFlow', 'advanced'],
      ['SQL', null],
      ['Pandas', null],
      ['Python', null],
      ['Kubernetes', null],
    ]);
  });

  it('keeps a stray icon symbol out of the place ("+ Valencia, Spain")', () => {
    const [job] = parse([
      'EXPERIENCE',
      'Data Platform Engineer\tMay 2022 - June 2023',
      'Meridian Bank\t+ Valencia, Spain',
      '• Built dashboards.',
    ]).employment_history;
    expect(job).toMatchObject({ company_name: 'Meridian Bank', location: 'Valencia, Spain' });
  });

  it('reads contact blocks with icons as letters, a place over two lines and the name before the title', () => {
    const parsed = parseResumeLines(
      [
        { text: 'Pune', fontSize: 10 },
        { text: 'India', fontSize: 10 },
        { text: 'Arjun Ricci — Junior Data Analyst', fontSize: 24.8 },
        { text: 'I +91 98220 12345', fontSize: 10 },
        { text: '# oskar-', fontSize: 10 },
        { text: 'brandt69@example.org', fontSize: 10 },
        { text: 'ð arjunricci36', fontSize: 10 },
        { text: 'Experience', fontSize: 14.3 },
        { text: '2021–2023\tData Engineer, Quantix Data, Lyon, France', fontSize: 10.9 },
        {
          text: 'mailto:oskarbrandt69@example.org\thttps://github.com/arjunricci36',
          fontSize: 0,
          links: true,
        },
      ],
      { paragraphs: false },
    );
    expect(parsed).toMatchObject({
      learner_name: 'Arjun Ricci',
      role: 'Junior Data Analyst',
      learner_email: 'oskarbrandt69@example.org',
      city: 'Pune',
      country: 'India',
    });
  });

  it('finds the place of a contact block read after the body, and no handle as the role', () => {
    const parsed = parseResumeLines(
      [
        { text: 'Zanele Sato', fontSize: 24.8 },
        { text: 'ð zanelesato29', fontSize: 10 },
        { text: 'Education and Training', fontSize: 14.3 },
        { text: '2017 - 2021 MSc in Data Science, Porto Business School', fontSize: 10.9 },
        {
          text: '2012 - 2016 Bachelor of Science in Mathematics, Delft University of Technology',
          fontSize: 10.9,
        },
        { text: 'Skills', fontSize: 14.3 },
        { text: 'Languages & Kubernetes, Apache Spark', fontSize: 10.9 },
        { text: 'Libraries', fontSize: 10.9 },
        { text: '– Valencia – Spain', fontSize: 10.9 },
        { text: 'I +34 612 345 678\t# zanele@example.org', fontSize: 10.9 },
        { text: 'https://github.com/zanelesato29', fontSize: 0, links: true },
      ],
      { paragraphs: false },
    );
    expect(parsed).toMatchObject({ city: 'Valencia', country: 'Spain' });
    expect(parsed.role).not.toContain('zanelesato29');
    expect(parsed.education_history.map((s) => s.school_name)).toEqual([
      'Porto Business School',
      'Delft University of Technology',
    ]);
    expect(parsed.skills.map((s) => s.skill_name)).toEqual(['Kubernetes', 'Apache Spark']);
  });

  it('joins a month and year wrapped over three gutter rows, and a header wrapped after a comma', () => {
    const jobs = parse([
      'EXPERIENCE',
      'April\tData Engineer, Lumen Payments, Gothenburg, Sweden',
      '2021—April\t○ Cut dashboard load time by half.',
      '2022',
      'Data Platform Engineer, Meridian Bank, Berlin,\t09/2022 to 08/2024',
      'Germany.',
      '○ Built pipelines.',
    ]).employment_history;
    expect(
      jobs.map((j) => [j.company_name, j.location, j.start_date, j.end_date, j.description]),
    ).toEqual([
      [
        'Lumen Payments',
        'Gothenburg, Sweden',
        '2021-04',
        '2022-04',
        '• Cut dashboard load time by half.',
      ],
      ['Meridian Bank', 'Berlin, Germany', '2022-09', '2024-08', '• Built pipelines.'],
    ]);
  });

  it('takes the role beside the phone, not a broken e-mail line', () => {
    const parsed = parseResumeLines(
      [
        { text: 'Oskar Ricci', fontSize: 24.8 },
        { text: 'I +254 712 345678\tAnalytics Engineer', fontSize: 17.2 },
        { text: '# die-', fontSize: 10 },
        { text: 'go@example.org', fontSize: 10 },
      ],
      { paragraphs: false },
    );
    expect(parsed.role).toBe('Analytics Engineer');
  });

  it('assigns each value of a Europass label column by its label, not by its position', () => {
    const line = (text: string, fontSize = 10) => ({ text, fontSize });
    const parsed = parseResumeLines(
      [
        line('Europass', 14.3),
        line('Curriculum Vitae', 14.3),
        line('Personal information', 12),
        line('Name / Surname\tMina Haugen', 12),
        line('Address\tPune, India'),
        line('Personal Email\tmina@example.org'),
        line('Desired employment\tMachine Learning Engineer', 12),
        line('Experience', 12),
        line('Dates\t03.2022 - Present', 12),
        line('Occupation or position held\tMachine Learning Engineer'),
        line('Main activities and responsibilities\tCut dashboard load time by half; Mentored two'),
        line('analysts on testing'),
        line('Name and address of employer\tCobalt Insurance, Krakow, Poland'),
        line('Dates\t11.2020 - 07.2021', 12),
        line('Occupation or position held\tData Platform Engineer'),
        line('Main activities and responsibilities\tMoved the nightly reports to dbt'),
        line('Name and address of employer\tMeridian Bank, Lyon, France'),
        line('Education', 12),
        line('Dates\t2011 - 2014', 12),
        line('Title of qualification awarded\tMSc'),
        line('Principal subjects\tData Science'),
        line('Name of organisation providing education\tUniversidad Politécnica de Valencia'),
        line('Dates\t2006 - 2010', 12),
        line('Title of qualification awarded\tBachelor of Science'),
        line('Principal subjects\tInformation Systems'),
        line('Page 1 - Curriculum vitæ of', 8),
        line('Mina Haugen', 8),
        line('Name of organisation providing\tSeattle Central College'),
        line('education'),
        line('Personal skills', 12),
        line('Skills\tscikit-learn, Pandas', 12),
      ],
      { paragraphs: false },
    );
    expect(parsed).toMatchObject({
      learner_name: 'Mina Haugen',
      role: 'Machine Learning Engineer',
      city: 'Pune',
      country: 'India',
    });
    expect(
      parsed.employment_history.map((j) => [
        j.company_name,
        j.title,
        j.location,
        j.start_date,
        j.end_date,
      ]),
    ).toEqual([
      ['Cobalt Insurance', 'Machine Learning Engineer', 'Krakow, Poland', '2022-03', 'present'],
      ['Meridian Bank', 'Data Platform Engineer', 'Lyon, France', '2020-11', '2021-07'],
    ]);
    expect(parsed.employment_history[0]?.description).toBe(
      '• Cut dashboard load time by half; Mentored two analysts on testing',
    );
    expect(
      parsed.education_history.map((s) => [
        s.school_name,
        s.degree,
        s.field_of_study,
        s.start_date,
        s.end_date,
      ]),
    ).toEqual([
      ['Universidad Politécnica de Valencia', 'MSc', 'Data Science', '2011', '2014'],
      ['Seattle Central College', 'Bachelor of Science', 'Information Systems', '2006', '2010'],
    ]);
    expect(parsed.skills.map((s) => s.skill_name)).toEqual(['scikit-learn', 'Pandas']);
  });

  it('keeps every wrapped line of a bullet in its job, whatever it starts with', () => {
    const jobs = parse([
      'EXPERIENCE',
      'Senior Data Engineer\tJan 2023 - Present',
      'Harbor Freight Labs • Austin, TX',
      '• Rebuilt the nightly billing export as a streaming job that now handles',
      '12K+ invoices per minute with Flink and Scala, cutting the failed',
      'payments queue by a third across every region we operate in',
      '• Moved the old ledger service onto a queue-based design with the platform',
      'team, raising availability of the checkout path from 99.2% to 99.95% in',
      'two quarters and documenting the patterns for other teams',
      'Data Engineer\tJun 2021 - Dec 2022',
      'Quantix Data • Denver, CO',
      '• Built the event pipeline that feeds the reporting warehouse for 3M+',
    ]).employment_history;
    expect(jobs.map((j) => [j.title, j.company_name, j.start_date])).toEqual([
      ['Senior Data Engineer', 'Harbor Freight Labs', '2023-01'],
      ['Data Engineer', 'Quantix Data', '2021-06'],
    ]);
  });

  it('keeps a phone number the numbering plan does not know (fictional ranges) as printed', () => {
    const parsed = parseResumeLines(
      [
        { text: 'NADIA PETROVA', fontSize: 14 },
        {
          text: '42 Elm Road, Springfield, USA — (555) 010-0199 — nadia@example.org',
          fontSize: 10,
        },
      ],
      { paragraphs: false },
    );
    expect(parsed.learner_phone).toBe('(555) 010-0199');
  });

  it('reads the school after the degree when the school names itself ("PhD Brandt University, Physics")', () => {
    const [school] = parse([
      'EDUCATION',
      'PhD Brandt University, Physics\tBoston, MA',
      '• Thesis: Sparse Models for Sensor Networks\tSept 2016 – May 2021',
    ]).education_history;
    expect(school).toMatchObject({
      degree: 'PhD',
      school_name: 'Brandt University',
      field_of_study: 'Physics',
    });
  });

  it('reads skill chips set apart by wide gaps, names with a note in brackets, and talks as no skills', () => {
    const parsed = parse([
      'SKILLS',
      'Postgres\tRabbitMQ\tSpark',
      'CI/CD\tData Modeling',
      '• Vue (versions 3+)',
      '• Python and cloud warehouses (BigQuery, Snowflake)',
      'Invited Talks',
      '1. Lessons from Data Contracts — PyData Berlin (2023)',
    ]);
    expect(parsed.skills.map((s) => s.skill_name)).toEqual([
      'Postgres',
      'RabbitMQ',
      'Spark',
      'CI/CD',
      'Data Modeling',
      'Vue',
      'Python',
      'cloud warehouses',
      'BigQuery',
      'Snowflake',
    ]);
  });

  it('takes the town of a street address, not the street or the name above it', () => {
    const line = (text: string, fontSize = 10) => ({ text, fontSize });
    const street = parseResumeLines(
      [line('NADIA PETROVA', 14), line('42 Elm Road, Springfield, USA — (555) 010-0199 — n@p.org')],
      { paragraphs: false },
    );
    expect([street.city, street.country]).toEqual(['Springfield', 'United States']);
    const above = parseResumeLines(
      [line('Nadia Petrova', 30), line('Austin, TX\tnadia@example.org')],
      { paragraphs: false },
    );
    expect([above.city, above.country]).toEqual(['Austin', 'United States']);
  });

  it('reads "Bachelor\'s in Computer Science" as a degree and its field', () => {
    const [school] = parse([
      'EDUCATION',
      'University of Toronto\t2015 – 2019',
      "Bachelor's in Computer Science",
    ]).education_history;
    expect(school).toMatchObject({ degree: "Bachelor's", field_of_study: 'Computer Science' });
  });

  it('joins a header wrapped under its dates again, hyphenated or not', () => {
    const parsed = parse([
      'EXPERIENCE',
      'Research Intern, Nordlys Energy, Seattle, United\t05/2021 to 11/2022',
      'States.',
      '○ Mentored two analysts on testing and code review.',
      'EDUCATION',
      'Master of Science in Information Systems, Delft University 2015 – 2018',
      'of Technology.',
      'Master of Science, KTH Royal Institute of Technology, Informa- 2012 - 2014',
      'tion Systems.',
    ]);
    expect(parsed.employment_history[0]).toMatchObject({
      company_name: 'Nordlys Energy',
      location: 'Seattle, United States',
      start_date: '2021-05',
    });
    expect(
      parsed.education_history.map((s) => [s.school_name, s.field_of_study, s.start_date]),
    ).toEqual([
      ['Delft University of Technology', 'Information Systems', '2015'],
      ['KTH Royal Institute of Technology', 'Information Systems', '2012'],
    ]);
  });

  it('joins a name and role line wrapped onto a second line in the same large type', () => {
    const parsed = parseResumeLines(
      [
        { text: 'Felix Zhang — Data Platform', fontSize: 24.8 },
        { text: 'Engineer', fontSize: 24.8 },
        { text: 'felix@example.org', fontSize: 10.9 },
        { text: 'Objective', fontSize: 14.3 },
        {
          text: 'Data professional who enjoys turning messy sources into numbers.',
          fontSize: 10.9,
        },
      ],
      { paragraphs: false },
    );
    expect([parsed.learner_name, parsed.role]).toEqual(['Felix Zhang', 'Data Platform Engineer']);
  });

  it('joins right-aligned dates wrapped inside their cell, with the header cell beside them', () => {
    const parsed = parse([
      'WORK EXPERIENCE',
      'Junior Data Analyst, Quantix Data,\t2023-12–',
      'Porto, Portugal\t2025-01',
      'Designed the data quality checks used across teams.',
      'ACADEMIC BACKGROUND',
      'Delft University of Technology, Computer\t2013–',
      'Science\t2017',
      'BSc',
    ]);
    expect(parsed.employment_history[0]).toMatchObject({
      title: 'Junior Data Analyst',
      company_name: 'Quantix Data',
      location: 'Porto, Portugal',
      start_date: '2023-12',
      end_date: '2025-01',
    });
    expect(parsed.education_history[0]).toMatchObject({
      school_name: 'Delft University of Technology',
      field_of_study: 'Computer Science',
      start_date: '2013',
      end_date: '2017',
    });
  });

  it('joins a right-hand cell of place and dates wrapped inside itself', () => {
    const jobs = parse([
      'EXPERIENCE',
      'Cobalt Insurance, Data\tValencia, Spain | Feb 2023 -',
      'Engineer\tPresent',
      'Built pipelines that load events into the warehouse every hour.',
      'Junior Data Analyst at\tRotterdam, Netherlands |',
      'Quantix Data\t2019-06 – 2022-12',
      'Built pipelines that load events into the warehouse every hour.',
    ]).employment_history;
    expect(
      jobs.map((j) => [j.company_name, j.title, j.location, j.start_date, j.end_date]),
    ).toEqual([
      ['Cobalt Insurance', 'Data Engineer', 'Valencia, Spain', '2023-02', 'present'],
      ['Quantix Data', 'Junior Data Analyst', 'Rotterdam, Netherlands', '2019-06', '2022-12'],
    ]);
  });
});
