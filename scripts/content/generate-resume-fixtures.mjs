#!/usr/bin/env node
/**
 * Generates the resume parsing corpus into tests/fixtures/resumes/: one- and two-column
 * PDFs (pdfkit, real text), DOCX (docx) and DOC (LibreOffice converts the DOCX, when installed),
 * with several heading vocabularies, date formats and entry layouts, and beside each file the
 * fields a person would read from it (`<name>.expected.json`). Deterministic: the same script
 * gives the same resumes. The files are committed, so tests never need LibreOffice.
 *
 *   node scripts/content/generate-resume-fixtures.mjs
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parsePhoneNumber } from 'awesome-phonenumber';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

const OUT = path.resolve('tests/fixtures/resumes');
const BULLET = '• ';

const PEOPLE = [
  ['Amara Okafor', 'Lagos', 'Nigeria', '+234 803 123 4501', 'Data Engineer'],
  ['Lukas Schneider', 'Berlin', 'Germany', '+49 30 1234501', 'Senior Data Engineer'],
  ['Priya Raman', 'Bengaluru', 'India', '+91 98765 43201', 'Analytics Engineer'],
  ['Sofia Martins', 'Lisbon', 'Portugal', '+351 912 345 601', 'Data Analyst'],
  ["James O'Connor", 'Dublin', 'Ireland', '+353 85 123 4501', 'Machine Learning Engineer'],
  ['Mei Chen', 'Singapore', 'Singapore', '+65 9123 4501', 'Data Scientist'],
  ['Daniel Kowalski', 'Warsaw', 'Poland', '+48 512 345 601', 'Data Engineer'],
  ['Olivia Bennett', 'London', 'United Kingdom', '+44 20 7946 0901', 'BI Developer'],
  ['Mateo García', 'Madrid', 'Spain', '+34 612 345 601', 'Data Platform Engineer'],
  ['Hannah Müller', 'Munich', 'Germany', '+49 89 1234501', 'Analytics Engineer'],
  ['Kwame Mensah', 'Accra', 'Ghana', '+233 24 123 4501', 'Data Analyst'],
  ['Emily Carter', 'Austin', 'United States', '+1 512 555 0101', 'Data Engineer'],
  ['Ravi Patel', 'Toronto', 'Canada', '+1 416 555 0101', 'AI Engineer'],
  ['Lucía Fernández', 'Buenos Aires', 'Argentina', '+54 9 11 2345 6701', 'Data Scientist'],
  ['Noah Williams', 'Sydney', 'Australia', '+61 412 345 601', 'Senior Data Analyst'],
  ['Aisha Khan', 'Karachi', 'Pakistan', '+92 300 1234501', 'Data Engineer'],
  ['Tom Jansen', 'Amsterdam', 'Netherlands', '+31 6 12345601', 'Analytics Engineer'],
  ['Grace Wanjiru', 'Nairobi', 'Kenya', '+254 712 345601', 'Data Analyst'],
  ['Pierre Dubois', 'Paris', 'France', '+33 6 12 34 56 01', 'Data Engineer'],
  ['Yuki Tanaka', 'Tokyo', 'Japan', '+81 90 1234 5601', 'Machine Learning Engineer'],
  ['Carlos Souza', 'São Paulo', 'Brazil', '+55 11 91234 5601', 'Data Engineer'],
  ['Anna Lindqvist', 'Stockholm', 'Sweden', '+46 70 123 4501', 'Data Scientist'],
  ['Michael Brown', 'Chicago', 'United States', '+1 312 555 0101', 'Analytics Engineer'],
  ['Fatima Zahra', 'Casablanca', 'Morocco', '+212 612 345601', 'BI Analyst'],
  ['Ethan Clarke', 'Manchester', 'United Kingdom', '+44 161 496 0901', 'Data Engineer'],
  ['Isabella Rossi', 'Milan', 'Italy', '+39 312 345 6701', 'Data Analyst'],
  ['Jonas Weber', 'Zurich', 'Switzerland', '+41 78 123 45 01', 'Senior Data Engineer'],
  ['Chloe Martin', 'Vancouver', 'Canada', '+1 604 555 0101', 'AI Engineer'],
  ['Samuel Adeyemi', 'Kigali', 'Rwanda', '+250 788 123 401', 'Data Engineer'],
  ['Laura Novak', 'Ljubljana', 'Slovenia', '+386 31 234 501', 'Data Analyst'],
];

const COMPANIES = [
  'Northwind Analytics',
  'Acme Corp',
  'Bluefin Labs',
  'Helios Bank',
  'Quantum Retail Group',
  'Orbit Logistics',
  'Greenleaf Health',
  'Vertex Insurance',
  'Lumen Media',
  'Stratus Systems',
];
const TITLES = [
  'Data Engineer',
  'Data Analyst',
  'Analytics Engineer',
  'Junior Data Engineer',
  'Software Developer',
  'BI Developer',
  'Data Scientist',
  'Reporting Analyst',
];
const SCHOOLS = [
  'University of Amsterdam',
  'Technical University of Munich',
  'University of Lagos',
  'Imperial College London',
  'University of Toronto',
  'National University of Singapore',
  'University of São Paulo',
  'Trinity College Dublin',
];
const DEGREES = [
  ['Master of Science', 'Data Science', 'Master of Science in Data Science'],
  ['Bachelor of Science', 'Computer Science', 'Bachelor of Science in Computer Science'],
  ['MSc', 'Business Analytics', 'MSc in Business Analytics'],
  ['BSc', 'Mathematics', 'BSc Mathematics'],
  [
    'Bachelor of Engineering',
    'Electrical Engineering',
    'Bachelor of Engineering in Electrical Engineering',
  ],
  ['MBA', 'Finance', 'MBA in Finance'],
];
const SKILLS = [
  'Python',
  'SQL',
  'Apache Spark',
  'Airflow',
  'dbt',
  'Snowflake',
  'Kafka',
  'Docker',
  'Terraform',
  'Power BI',
  'Tableau',
  'PostgreSQL',
  'BigQuery',
  'Pandas',
  'Kubernetes',
];
const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'];
const DUTIES = [
  'Built batch and streaming pipelines that load 2 TB of events a day into the warehouse.',
  'Cut the nightly job runtime from 6 hours to 40 minutes by partitioning the largest tables.',
  'Designed dbt models and tests used by 30 analysts across finance and marketing.',
  'Introduced data quality checks that caught broken upstream feeds before they reached reports.',
  'Migrated legacy cron scripts to Airflow with retries, alerts and clear ownership.',
  'Partnered with product managers to define metrics and build self-serve dashboards.',
  'Mentored two junior engineers and ran weekly code reviews.',
  'Automated monthly reporting, saving the team two days of manual work every month.',
];
const SUMMARY = [
  'Data professional with a track record of building reliable pipelines and clear reporting.',
  'Comfortable across the modern data stack, from ingestion to dashboards.',
  'Looking to grow into a senior role on a platform team.',
];

const HEADINGS = [
  { summary: 'SUMMARY', experience: 'EXPERIENCE', education: 'EDUCATION', skills: 'SKILLS' },
  {
    summary: 'Professional Profile',
    experience: 'Work History',
    education: 'Academic Background',
    skills: 'Core Competencies',
  },
  {
    summary: 'About Me',
    experience: 'Employment History',
    education: 'Education & Training',
    skills: 'Technical Skills',
  },
  {
    summary: 'Objective',
    experience: 'Professional Experience',
    education: 'Qualifications',
    skills: 'Skills & Tools',
  },
];
/** English month names ("January") and their three-letter forms ("Jan"), from Intl. */
const LONG_MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2000, index, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);
const MONTHS = LONG_MONTHS.map((month) => month.slice(0, 3));
const DATE_FORMATS = [
  (y, m) => `${MONTHS[m - 1]} ${y}`,
  (y, m) => `${String(m).padStart(2, '0')}/${y}`,
  (y, m) => `${y}-${String(m).padStart(2, '0')}`,
  (y, m) => `${LONG_MONTHS[m - 1]} ${y}`,
];
const PRESENT = ['Present', 'Present', 'Current', 'Present'];

/** Stored dates keep the résumé's precision (issue 24 §4): a month and year, or a year. */
const iso = (y, m) => `${y}-${String(m).padStart(2, '0')}`;
const slug = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/** Builds one resume's content and the fields expected from it. */
function makeResume(index, jobCount) {
  const [name, city, country, phone, role] = PEOPLE[index % PEOPLE.length];
  const parsedPhone = parsePhoneNumber(phone);
  if (!parsedPhone.valid) throw new Error(`Invalid fixture phone ${phone}`);
  const handle = slug(name);
  const dateFormat = DATE_FORMATS[index % DATE_FORMATS.length];
  const jobs = [];
  let endYear = 2025;
  let endMonth = 0; // present
  for (let j = 0; j < jobCount; j += 1) {
    const startYear = endYear - 2 - ((index + j) % 2);
    const startMonth = ((index * 3 + j * 5) % 12) + 1;
    jobs.push({
      company: COMPANIES[(index + j) % COMPANIES.length],
      title: j === 0 ? role : TITLES[(index + j) % TITLES.length],
      location: j % 2 === 0 ? `${city}, ${country}` : 'Remote',
      startText: dateFormat(startYear, startMonth),
      endText: endMonth === 0 ? PRESENT[index % PRESENT.length] : dateFormat(endYear, endMonth),
      start: iso(startYear, startMonth),
      end: endMonth === 0 ? 'present' : iso(endYear, endMonth),
      duties: [0, 1, 2].map((k) => DUTIES[(index + j * 3 + k) % DUTIES.length]),
    });
    endYear = startYear;
    endMonth = ((startMonth + 9) % 12) + 1;
    if (endMonth > startMonth) endYear -= 1;
  }
  const degree = DEGREES[index % DEGREES.length];
  const eduEnd = endYear - 1;
  const education = [
    {
      school: SCHOOLS[index % SCHOOLS.length],
      degree: degree[0],
      field: degree[1],
      line: degree[2],
      startText: String(eduEnd - (degree[0].startsWith('B') ? 3 : 2)),
      endText: String(eduEnd),
      start: String(eduEnd - (degree[0].startsWith('B') ? 3 : 2)),
      end: String(eduEnd),
    },
  ];
  const skillFormat = index % 3;
  const skills = [0, 1, 2, 3, 4].map((k) => ({
    name: SKILLS[(index * 2 + k) % SKILLS.length],
    // The category-list format states no levels.
    level: skillFormat === 2 ? null : k === 4 && skillFormat === 1 ? null : LEVELS[(index + k) % 4],
  }));
  const summary = SUMMARY.slice(0, 2 + (index % 2));
  const expected = {
    learner_name: name,
    learner_email: `${handle}@example.com`,
    learner_phone: parsedPhone.number.international,
    city,
    country,
    role,
    learner_github: `https://github.com/${handle}`,
    learner_linkedin: `https://www.linkedin.com/in/${handle}`,
    summary: summary.map((s) => BULLET + s).join('\n'),
    employment_history: jobs.map((job) => ({
      company_name: job.company,
      title: job.title,
      start_date: job.start,
      end_date: job.end,
      location: job.location,
      description: job.duties.map((d) => BULLET + d).join('\n'),
    })),
    education_history: education.map((e) => ({
      school_name: e.school,
      degree: e.degree,
      field_of_study: e.field,
      start_date: e.start,
      end_date: e.end,
    })),
    skills: skills.map((s) => ({ skill_name: s.name, skill_level: s.level })),
  };
  return {
    name,
    role,
    phone,
    city,
    country,
    handle,
    jobs,
    education,
    skills,
    skillFormat,
    summary,
    headings: HEADINGS[index % HEADINGS.length],
    entryLayout: index % 4,
    summaryAsBullets: index % 5 === 0,
    expected,
  };
}

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function skillLines(r) {
  if (r.skillFormat === 0) return r.skills.map((s) => `${s.name} — ${cap(s.level)}`);
  if (r.skillFormat === 1) {
    return [r.skills.map((s) => (s.level ? `${s.name} (${cap(s.level)})` : s.name)).join(', ')];
  }
  return [
    `Tools: ${r.skills
      .slice(0, 3)
      .map((s) => s.name)
      .join(', ')}`,
    `Platforms: ${r.skills
      .slice(3)
      .map((s) => s.name)
      .join(', ')}`,
  ];
}

/** The header lines of one job, by layout; `dateRight` is set when dates sit right-aligned. */
function jobLines(r, job) {
  const dates = `${job.startText} – ${job.endText}`;
  switch (r.entryLayout) {
    case 0:
      return { lines: [`${job.title} | ${job.company}`, `${dates} | ${job.location}`] };
    case 1:
      return { lines: [`${job.company} — ${job.location}`, job.title], dateRight: dates };
    case 2:
      return {
        lines: [
          `${job.title} at ${job.company}`,
          `${job.location} · ${job.startText} to ${job.endText}`,
        ],
      };
    default:
      return { lines: [job.company, job.title, job.location, dates] };
  }
}

function educationLines(r, e) {
  return r.entryLayout % 2 === 0
    ? [e.line, e.school, `${e.startText} – ${e.endText}`]
    : [`${e.school} | ${e.line}`, `${e.startText} - ${e.endText}`];
}

function contactLine(r) {
  return `${r.handle}@example.com | ${r.phone} | ${r.city}, ${r.country}`;
}
function linksLine(r) {
  return `github.com/${r.handle} | linkedin.com/in/${r.handle}`;
}

function writePdf(r, file, twoColumn) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${r.name} resume` } });
    const stream = createWriteStream(file);
    doc.pipe(stream);
    stream.on('finish', resolve);
    stream.on('error', reject);
    const left = 50;
    const width = doc.page.width - 100;
    doc.font('Helvetica-Bold').fontSize(22).text(r.name, left);
    doc.font('Helvetica').fontSize(12).text(r.role);
    doc.fontSize(9.5).text(contactLine(r), { width });
    doc.text(linksLine(r), { width });
    doc.moveDown(0.8);

    const heading = (text, x, w) => {
      doc.moveDown(0.6);
      doc.font('Helvetica-Bold').fontSize(12.5).text(text, x, undefined, { width: w });
      doc.font('Helvetica').fontSize(10);
      doc.moveDown(0.2);
    };
    const main = (x, w) => {
      heading(r.headings.summary, x, w);
      if (r.summaryAsBullets)
        for (const s of r.summary) doc.text(`• ${s}`, x, undefined, { width: w });
      else doc.text(r.summary.join(' '), x, undefined, { width: w });
      heading(r.headings.experience, x, w);
      for (const job of r.jobs) {
        const { lines, dateRight } = jobLines(r, job);
        doc.moveDown(0.4);
        lines.forEach((line, i) => {
          if (i === 0 && dateRight) {
            const y = doc.y;
            doc.font('Helvetica-Bold').text(line, x, y, { width: w * 0.65 });
            const after = doc.y;
            doc.font('Helvetica').text(dateRight, x, y, { width: w, align: 'right' });
            doc.y = after;
          } else {
            doc
              .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
              .text(line, x, undefined, { width: w });
          }
        });
        doc.font('Helvetica');
        for (const duty of job.duties) doc.text(`• ${duty}`, x + 8, undefined, { width: w - 8 });
      }
      if (!twoColumn) educationBlock(x, w);
    };
    const educationBlock = (x, w) => {
      heading(r.headings.education, x, w);
      for (const e of r.education)
        for (const line of educationLines(r, e)) doc.text(line, x, undefined, { width: w });
    };
    const skillsBlock = (x, w) => {
      heading(r.headings.skills, x, w);
      for (const line of skillLines(r))
        doc.text(r.skillFormat === 0 ? `• ${line}` : line, x, undefined, { width: w });
    };
    if (twoColumn) {
      const top = doc.y;
      const sideWidth = 150;
      skillsBlock(left, sideWidth);
      educationBlock(left, sideWidth);
      doc.y = top;
      const x = left + sideWidth + 30;
      main(x, width - sideWidth - 30);
    } else {
      main(left, width);
      skillsBlock(left, width);
    }
    doc.end();
  });
}

async function writeDocx(r, file) {
  const p = (text, options = {}) =>
    new Paragraph({ children: [new TextRun({ text, ...options })] });
  const h = (text) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
  const bullet = (text) => new Paragraph({ text, bullet: { level: 0 } });
  const children = [
    new Paragraph({ text: r.name, heading: HeadingLevel.HEADING_1 }),
    p(r.role),
    p(contactLine(r)),
    p(linksLine(r)),
    h(r.headings.summary),
    ...(r.summaryAsBullets ? r.summary.map(bullet) : [p(r.summary.join(' '))]),
    h(r.headings.experience),
  ];
  for (const job of r.jobs) {
    const { lines, dateRight } = jobLines(r, job);
    lines.forEach((line, i) =>
      children.push(p(i === 1 && dateRight ? `${line} | ${dateRight}` : line, { bold: i === 0 })),
    );
    children.push(...job.duties.map(bullet));
  }
  children.push(h(r.headings.education));
  for (const e of r.education) children.push(...educationLines(r, e).map((line) => p(line)));
  children.push(h(r.headings.skills));
  children.push(...skillLines(r).map((line) => (r.skillFormat === 0 ? bullet(line) : p(line))));
  const document = new Document({
    creator: 'Nyra fixtures',
    sections: [{ children }],
  });
  await writeFile(file, await Packer.toBuffer(document));
}

function libreOffice() {
  for (const bin of ['soffice', 'libreoffice']) {
    try {
      execFileSync(bin, ['--version'], { stdio: 'ignore' });
      return bin;
    } catch {
      // try the next name
    }
  }
  return null;
}

async function main() {
  await mkdir(OUT, { recursive: true });
  for (const name of await readdir(OUT)) {
    if (/^resume-\d+/.test(name)) await rm(path.join(OUT, name));
  }
  const plan = [
    ...Array.from({ length: 12 }, () => 'pdf'),
    ...Array.from({ length: 6 }, () => 'pdf2col'),
    ...Array.from({ length: 6 }, () => 'docx'),
    ...Array.from({ length: 4 }, () => 'doc'),
    'pdf-long',
    'pdf2col-long',
  ];
  const soffice = libreOffice();
  const docTemp = path.join(tmpdir(), 'nyra-doc-fixtures');
  await mkdir(docTemp, { recursive: true });
  let written = 0;
  for (const [index, kind] of plan.entries()) {
    const long = kind.endsWith('-long');
    const r = makeResume(index, long ? 7 : 2 + (index % 2));
    const base = `resume-${String(index + 1).padStart(2, '0')}-${kind}`;
    let file;
    if (kind.startsWith('pdf')) {
      file = `${base}.pdf`;
      await writePdf(r, path.join(OUT, file), kind.startsWith('pdf2col'));
    } else if (kind === 'docx') {
      file = `${base}.docx`;
      await writeDocx(r, path.join(OUT, file));
    } else {
      if (!soffice) {
        console.warn(`LibreOffice is not installed: ${base}.doc is skipped.`);
        continue;
      }
      const source = path.join(docTemp, `${base}.docx`);
      await writeDocx(r, source);
      execFileSync(soffice, ['--headless', '--convert-to', 'doc', '--outdir', docTemp, source], {
        stdio: 'ignore',
      });
      file = `${base}.doc`;
      await rename(path.join(docTemp, `${base}.doc`), path.join(OUT, file));
    }
    await writeFile(
      path.join(OUT, `${base}.expected.json`),
      `${JSON.stringify({ file, layout: kind, expected: r.expected }, null, 2)}\n`,
    );
    written += 1;
  }
  await rm(docTemp, { recursive: true, force: true });
  if (!existsSync(OUT)) throw new Error('nothing written');
  console.log(`Wrote ${written} resumes to ${path.relative(process.cwd(), OUT)}.`);
}

await main();
