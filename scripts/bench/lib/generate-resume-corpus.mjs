#!/usr/bin/env node
/**
 * The résumé parsing corpus of issue 25, made from seeds at bench time (nothing binary is
 * committed): each seed picks a person, jobs, schools and skills, and a style — heading words,
 * field order on the job and school lines, date style and dash, separators, one column or a
 * sidebar, skills as a list, labelled groups, chips or one per line, levels, icon-only contact
 * links, a forced page break inside the experience section — and renders it with a real tool:
 * Chromium print-to-PDF of an HTML layout (Playwright driving Debian's Chromium) or a Word file
 * written by the `docx` library. Beside each file goes the truth in the shape of
 * tests/fixtures/resumes/*.expected.json (a key is absent when the résumé does not show it).
 *
 * Seeds 1–999 are the development part; seeds from HELD_OUT_FIRST_SEED on are the held-out part,
 * scored by scripts/bench/bench-resumes.mjs and never used while tuning the parser.
 *
 *   node scripts/bench/lib/generate-resume-corpus.mjs <out-dir> [--part dev|held-out] [--count N]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parsePhoneNumber } from 'awesome-phonenumber';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx';
import { chromium } from 'playwright';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../lib/chromium-launch-options.mjs';

export const HELD_OUT_FIRST_SEED = 100_001;
/** One résumé in this many is a Word file; the others are PDFs printed by Chromium. */
const DOCX_EVERY = 3;

/** Mulberry32: a small seeded generator, so a seed always gives the same résumé. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(next() * list.length)];
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const sample = (list, n) => {
    const copy = [...list];
    const out = [];
    while (out.length < n && copy.length)
      out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  return { next, pick, int, sample, chance: (p) => next() < p };
}

const FIRST = [
  'Nadia',
  'Tomás',
  'Ingrid',
  'Kofi',
  'Wei',
  'Ana',
  'Felix',
  'Zanele',
  'Arjun',
  'Leila',
  'Marco',
  'Hana',
  'Oskar',
  'Adaeze',
  'Diego',
  'Sara',
  'Viktor',
  'Mina',
  'Jonah',
  'Elif',
];
const LAST = [
  'Petrova',
  'Alvarez',
  'Haugen',
  'Boateng',
  'Zhang',
  'Costa',
  'Brandt',
  'Dlamini',
  'Mehta',
  'Haddad',
  'Ricci',
  'Sato',
  'Lund',
  'Eze',
  'Ortega',
  'Nilsson',
  'Horvat',
  'Park',
  'Reyes',
  'Yilmaz',
];
/** [city, country, a valid phone there]. */
const PLACES = [
  ['Toronto', 'Canada', '+1 416 555 0134'],
  ['Berlin', 'Germany', '+49 30 1234567'],
  ['Pune', 'India', '+91 98220 12345'],
  ['Porto', 'Portugal', '+351 912 345 678'],
  ['Cork', 'Ireland', '+353 85 765 4321'],
  ['Nairobi', 'Kenya', '+254 712 345678'],
  ['Lyon', 'France', '+33 6 12 34 56 78'],
  ['Melbourne', 'Australia', '+61 412 345 678'],
  ['Rotterdam', 'Netherlands', '+31 6 23456789'],
  ['Seattle', 'United States', '+1 206 555 0188'],
  ['Valencia', 'Spain', '+34 612 345 678'],
  ['Gothenburg', 'Sweden', '+46 70 123 4567'],
  ['Krakow', 'Poland', '+48 512 345 678'],
  ['Osaka', 'Japan', '+81 90 1234 5678'],
];
const COMPANIES = [
  'Quantix Data',
  'Riverbend Health',
  'Orbital Retail Group',
  'Lumen Payments',
  'Kestrel Logistics',
  'Brightwave Media',
  'Nordlys Energy',
  'Cobalt Insurance',
  'Tessellate AI',
  'Harbor Freight Labs',
  'Meridian Bank',
  'Fieldstone Software',
  'Pinecrest Analytics',
  'Atlas Mobility',
];
const TITLES = [
  'Data Engineer',
  'Senior Data Analyst',
  'Analytics Engineer',
  'Machine Learning Engineer',
  'Data Scientist',
  'BI Developer',
  'Junior Data Analyst',
  'Data Platform Engineer',
  'Research Intern',
  'Lead Data Engineer',
];
const SCHOOLS = [
  'University of Toronto',
  'Technical University of Munich',
  'Delft University of Technology',
  'University College Cork',
  'Indian Institute of Technology Bombay',
  'University of Melbourne',
  'KTH Royal Institute of Technology',
  'Universidad Politécnica de Valencia',
  'Jagiellonian University',
  'University of Nairobi',
  'Porto Business School',
  'Seattle Central College',
];
const DEGREES = [
  'Bachelor of Science',
  'Master of Science',
  'BSc',
  'MSc',
  'Bachelor of Engineering',
  'MBA',
  'PhD',
];
const FIELDS = [
  'Computer Science',
  'Statistics',
  'Mathematics',
  'Economics',
  'Data Science',
  'Information Systems',
  'Physics',
];
const SKILLS = [
  'Python',
  'SQL',
  'dbt',
  'Apache Airflow',
  'Apache Spark',
  'Tableau',
  'Power BI',
  'Snowflake',
  'PostgreSQL',
  'Docker',
  'Kubernetes',
  'AWS',
  'Pandas',
  'scikit-learn',
  'Kafka',
  'Git',
  'Excel',
  'Looker',
  'TensorFlow',
  'BigQuery',
];
const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'];
const BULLETS = [
  'Built pipelines that load events into the warehouse every hour',
  'Cut dashboard load time by half with incremental models',
  'Mentored two analysts on testing and code review',
  'Designed the data quality checks used across teams',
];

const HEADINGS = {
  summary: ['Summary', 'Profile', 'About Me', 'Professional Summary'],
  experience: [
    'Experience',
    'Work Experience',
    'Professional Experience',
    'Employment History',
    'Work History',
  ],
  education: ['Education', 'Academic Background', 'Education & Training'],
  skills: ['Skills', 'Technical Skills', 'Core Competencies', 'Skills & Tools'],
};
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DASHES = [' – ', ' - ', ' — ', ' to ', '–'];

/** A date shown in one style, and its stored form. */
function showDate(style, year, month) {
  const mm = String(month).padStart(2, '0');
  switch (style) {
    case 'long':
      return [`${MONTHS[month - 1]} ${year}`, `${year}-${mm}`];
    case 'short':
      return [`${MONTHS[month - 1].slice(0, 3)} ${year}`, `${year}-${mm}`];
    case 'slash':
      return [`${mm}/${year}`, `${year}-${mm}`];
    case 'iso':
      return [`${year}-${mm}`, `${year}-${mm}`];
    default:
      return [`${year}`, `${year}`];
  }
}

export function makeResume(seed) {
  const r = random(seed);
  const [city, country, phoneRaw] = r.pick(PLACES);
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  const handle =
    `${first}${last}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '') + r.int(1, 99);
  const style = {
    format: seed % DOCX_EVERY === 0 ? 'docx' : 'pdf',
    columns: r.chance(0.4) ? 2 : 1,
    jobLayout: r.pick(['title-company', 'company-title', 'one-line', 'at', 'company-place']),
    dateStyle: r.pick(['long', 'short', 'slash', 'iso', 'year']),
    datePlace: r.pick(['right', 'next-line', 'inline']),
    dash: r.pick(DASHES),
    eduLayout: r.pick(['degree-field-school', 'school-then-degree', 'school-field-degree']),
    skillsLayout: r.pick(['list', 'groups', 'chips', 'per-line', 'levels']),
    icons: r.chance(0.4),
    pageBreak: r.chance(0.2),
    headingCase: r.pick(['upper', 'title']),
  };
  if (style.format === 'docx' && style.skillsLayout === 'chips') style.skillsLayout = 'list';
  const headings = Object.fromEntries(
    Object.entries(HEADINGS).map(([k, words]) => [k, r.pick(words)]),
  );
  const jobs = [];
  let year = 2025;
  let month = r.int(1, 12);
  const jobCount = r.int(2, 4);
  for (let i = 0; i < jobCount; i += 1) {
    const [, company] = [0, COMPANIES[(seed * 7 + i * 3) % COMPANIES.length]];
    const [jobCity, jobCountry] = r.pick(PLACES);
    const current = i === 0 && r.chance(0.6);
    const endYear = year;
    const endMonth = month;
    const startYear = endYear - r.int(1, 3);
    const startMonth = r.int(1, 12);
    const [startShown, start] = showDate(style.dateStyle, startYear, startMonth);
    const [endShown, end] = current
      ? [r.pick(['Present', 'Current', 'present']), 'present']
      : showDate(style.dateStyle, endYear, endMonth);
    jobs.push({
      company_name: company,
      title: r.pick(TITLES),
      start_date: start,
      end_date: end,
      location: `${jobCity}, ${jobCountry}`,
      shownDates: `${startShown}${style.dash}${endShown}`,
      bullets: r.sample(BULLETS, 2),
    });
    year = startYear - (r.chance(0.5) ? 1 : 0);
    month = r.int(1, 12);
  }
  const schools = [];
  const eduCount = r.int(1, 2);
  let eduEnd = year;
  for (let i = 0; i < eduCount; i += 1) {
    const start = eduEnd - r.int(1, 4);
    schools.push({
      school_name: r.pick(SCHOOLS),
      degree: r.pick(DEGREES),
      field_of_study: r.pick(FIELDS),
      start_date: `${start}`,
      end_date: `${eduEnd}`,
    });
    eduEnd = start - 1;
  }
  const withLevels = style.skillsLayout === 'levels';
  const skills = r.sample(SKILLS, r.int(5, 9)).map((name) => ({
    skill_name: name,
    skill_level: withLevels ? r.pick(LEVELS).toLowerCase() : null,
  }));
  const phone = parsePhoneNumber(phoneRaw).number?.international ?? phoneRaw;
  const truth = {
    learner_name: `${first} ${last}`,
    learner_email: `${handle}@example.org`,
    learner_phone: phone,
    city,
    country,
    role: jobs[0].title,
    learner_github: `https://github.com/${handle}`,
    learner_linkedin: `https://www.linkedin.com/in/${handle}`,
    employment_history: jobs.map((job) => ({
      company_name: job.company_name,
      title: job.title,
      start_date: job.start_date,
      end_date: job.end_date,
      location: job.location,
    })),
    education_history: schools,
    skills,
  };
  return { seed, style, headings, phoneShown: phoneRaw, handle, jobs, schools, skills, truth };
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const cased = (resume, text) => (resume.style.headingCase === 'upper' ? text.toUpperCase() : text);

function jobHeaderParts(job, style) {
  const place = job.location;
  switch (style.jobLayout) {
    case 'company-title':
      return [[`${job.company_name}, ${job.title}`, place], []];
    case 'one-line':
      return [[`${job.title}, ${job.company_name}, ${place}`], []];
    case 'at':
      return [[`${job.title} at ${job.company_name}`, place], []];
    case 'company-place':
      return [[`${job.company_name}, ${place}`], [job.title]];
    default:
      return [[`${job.title} — ${job.company_name}`, place], []];
  }
}

function eduLines(school, resume) {
  const years = `${school.start_date}${resume.style.dash}${school.end_date}`;
  switch (resume.style.eduLayout) {
    case 'school-then-degree':
      return [[school.school_name, years], [`${school.degree} in ${school.field_of_study}`]];
    case 'school-field-degree':
      return [[`${school.school_name}, ${school.field_of_study}`, years], [school.degree]];
    default:
      return [
        [
          `${school.degree}, ${school.field_of_study}, ${school.school_name} (${years.replace(/ /g, ' ')})`,
        ],
      ];
  }
}

function skillsHtml(resume) {
  const { skills, style } = resume;
  const name = (s) =>
    s.skill_level
      ? `${s.skill_name} (${s.skill_level[0].toUpperCase()}${s.skill_level.slice(1)})`
      : s.skill_name;
  switch (style.skillsLayout) {
    case 'groups': {
      const half = Math.ceil(skills.length / 2);
      return `<p><b>Languages &amp; tools:</b> ${esc(skills.slice(0, half).map(name).join(', '))}</p><p><b>Platforms:</b> ${esc(skills.slice(half).map(name).join(', '))}</p>`;
    }
    case 'chips':
      return `<div class="chips">${skills.map((s) => `<span class="chip">${esc(name(s))}</span>`).join('')}</div>`;
    case 'per-line':
      return skills.map((s) => `<div>${esc(name(s))}</div>`).join('');
    default:
      return `<p>${esc(skills.map(name).join(style.skillsLayout === 'list' ? ' · ' : ', '))}</p>`;
  }
}

function contactHtml(resume) {
  const { truth, style } = resume;
  const github = style.icons
    ? `<a href="${truth.learner_github}"><span class="icon">\uf09b</span></a>`
    : `<span>github.com/${resume.handle}</span>`;
  const linkedin = style.icons
    ? `<a href="${truth.learner_linkedin}"><span class="icon">\uf08c</span></a>`
    : `<span>linkedin.com/in/${resume.handle}</span>`;
  return [
    `<span>${esc(truth.learner_email)}</span>`,
    `<span>${esc(resume.phoneShown)}</span>`,
    `<span>${esc(truth.city)}, ${esc(truth.country)}</span>`,
    github,
    linkedin,
  ];
}

export function renderHtml(resume) {
  const { truth, style, headings } = resume;
  const h = (key) => `<h2>${esc(cased(resume, headings[key]))}</h2>`;
  const jobs = resume.jobs
    .map((job, i) => {
      const [first, more] = jobHeaderParts(job, style);
      const dates = esc(job.shownDates);
      let head;
      if (style.datePlace === 'right') {
        head = `<div class="row"><b>${esc(first[0])}</b><span>${first[1] ? `${esc(first[1])} &nbsp;|&nbsp; ` : ''}${dates}</span></div>`;
      } else if (style.datePlace === 'inline') {
        head = `<div><b>${esc(first.join(' | '))}</b> | ${dates}</div>`;
      } else {
        head = `<div><b>${esc(first.join(' | '))}</b></div>`;
      }
      const extra = more.map((line) => `<div><i>${esc(line)}</i></div>`).join('');
      const after = style.datePlace === 'next-line' ? `<div>${dates}</div>` : '';
      const brk = style.pageBreak && i === 1 ? '<div style="break-before: page"></div>' : '';
      return `${brk}<div class="job">${head}${extra}${after}<ul>${job.bullets.map((b) => `<li>${esc(b)}.</li>`).join('')}</ul></div>`;
    })
    .join('');
  const education = resume.schools
    .map((school) =>
      eduLines(school, resume)
        .map(([text, right]) =>
          right
            ? `<div class="row"><b>${esc(text)}</b><span>${esc(right)}</span></div>`
            : `<div>${esc(text)}</div>`,
        )
        .join(''),
    )
    .join('<div style="height:6px"></div>');
  const contact = contactHtml(resume);
  const header = `<h1>${esc(truth.learner_name)}</h1><div class="role">${esc(truth.role)}</div>`;
  const main = `${h('summary')}<p>Data professional who enjoys turning messy sources into trusted numbers.</p>${h('experience')}${jobs}${h('education')}${education}`;
  const css = `body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:10.5pt;margin:0} h1{font-size:22pt;margin:0} h2{font-size:13pt;margin:14px 0 6px;border-bottom:1px solid #999}
    .row{display:flex;justify-content:space-between;gap:24px} .job{margin-bottom:8px} ul{margin:2px 0 0 18px;padding:0}
    .chip{display:inline-block;border:1px solid #888;border-radius:8px;padding:1px 6px;margin:2px} .contact span,.contact a{margin-right:14px}
    .grid{display:grid;grid-template-columns:32% 1fr;gap:28px} .side{background:#eef;padding:8px} .side div, .side span, .side a{display:block}
    .icon{font-family:'FontAwesome';display:inline-block;width:10px} a{color:#036;text-decoration:none}`;
  const body =
    style.columns === 2
      ? `${header}<div class="grid"><div class="side"><h2>Contact</h2>${contact.map((c) => `<div>${c}</div>`).join('')}${h('skills')}${skillsHtml(resume)}</div><div>${main}</div></div>`
      : `${header}<div class="contact">${contact.join(style.icons ? ' ' : ' | ')}</div>${main}${h('skills')}${skillsHtml(resume)}`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
}

export async function renderDocx(resume) {
  const { truth, style, headings } = resume;
  const p = (text, opts = {}) => new Paragraph({ children: [new TextRun({ text, ...opts })] });
  const heading = (key) =>
    new Paragraph({ text: cased(resume, headings[key]), heading: HeadingLevel.HEADING_2 });
  const right = (left, r) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
      children: [new TextRun({ text: left, bold: true }), new TextRun({ text: `\t${r}` })],
    });
  const children = [
    new Paragraph({
      alignment: AlignmentType.LEFT,
      children: [new TextRun({ text: truth.learner_name, size: 40, bold: true })],
    }),
    p(truth.role),
    p(
      [
        truth.learner_email,
        resume.phoneShown,
        `${truth.city}, ${truth.country}`,
        `github.com/${resume.handle}`,
        `linkedin.com/in/${resume.handle}`,
      ].join(' | '),
    ),
    heading('summary'),
    p('Data professional who enjoys turning messy sources into trusted numbers.'),
    heading('experience'),
  ];
  for (const job of resume.jobs) {
    const [first, more] = jobHeaderParts(job, style);
    if (style.datePlace === 'right') children.push(right(first.join(' | '), job.shownDates));
    else if (style.datePlace === 'inline')
      children.push(p(`${first.join(' | ')} | ${job.shownDates}`, { bold: true }));
    else children.push(p(first.join(' | '), { bold: true }));
    for (const line of more) children.push(p(line, { italics: true }));
    if (style.datePlace === 'next-line') children.push(p(job.shownDates));
    for (const b of job.bullets)
      children.push(new Paragraph({ text: `${b}.`, bullet: { level: 0 } }));
  }
  children.push(heading('education'));
  for (const school of resume.schools) {
    for (const [text, r] of eduLines(school, resume)) children.push(r ? right(text, r) : p(text));
  }
  children.push(heading('skills'));
  const name = (s) =>
    s.skill_level
      ? `${s.skill_name} (${s.skill_level[0].toUpperCase()}${s.skill_level.slice(1)})`
      : s.skill_name;
  if (style.skillsLayout === 'per-line') for (const s of resume.skills) children.push(p(name(s)));
  else if (style.skillsLayout === 'groups') {
    const half = Math.ceil(resume.skills.length / 2);
    children.push(p(`Languages & tools: ${resume.skills.slice(0, half).map(name).join(', ')}`));
    children.push(p(`Platforms: ${resume.skills.slice(half).map(name).join(', ')}`));
  } else children.push(p(resume.skills.map(name).join(', ')));
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** Writes the résumés of `seeds` into `outDir`; returns [{ file, expected, style }]. */
export async function generateResumeCorpus(seeds, outDir) {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const out = [];
  try {
    const page = await browser.newPage();
    for (const seed of seeds) {
      const resume = makeResume(seed);
      const file = `corpus-${seed}.${resume.style.format}`;
      if (resume.style.format === 'docx') {
        await writeFile(path.join(outDir, file), await renderDocx(resume));
      } else {
        await page.setContent(renderHtml(resume));
        await writeFile(
          path.join(outDir, file),
          await page.pdf({
            format: 'A4',
            margin: { top: '14mm', bottom: '14mm', left: '14mm', right: '14mm' },
          }),
        );
      }
      const entry = { file, style: resume.style, expected: resume.truth };
      await writeFile(
        path.join(outDir, `corpus-${seed}.expected.json`),
        JSON.stringify(entry, null, 2),
      );
      out.push(entry);
    }
  } finally {
    await browser.close();
  }
  return out;
}

export function seedsOf(part, count) {
  const first = part === 'held-out' ? HELD_OUT_FIRST_SEED : 1;
  return Array.from({ length: count }, (_, i) => first + i);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? 'tmp/resume-corpus';
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const part = arg('--part', 'dev');
  const count = Number(arg('--count', '150'));
  const written = await generateResumeCorpus(seedsOf(part, count), outDir);
  console.log(`${written.length} résumés (${part}) written to ${outDir}`);
}
