import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { groupItemsIntoLines } from './group-items-into-lines.ts';
import type { TextItem } from './text-line.ts';

/** A page's pdf.js text items as read from a LaTeX corpus résumé (fixtures/README.md). */
function readPage(name: string): { pageWidth: number; items: TextItem[] } {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as {
    pageWidth: number;
    items: TextItem[];
  };
}

const item = (str: string, x: number, y: number, width: number) => ({
  str,
  x,
  y,
  width,
  height: 10,
});

describe('groupItemsIntoLines on real layouts', () => {
  it('keeps right-aligned dates on their lines instead of reading them as a second column', () => {
    const items = [0, 1, 2, 3, 4, 5].flatMap((row) => [
      item(`Engineer at Company ${row}`, 40, 100 + row * 40, 150),
      item(`Jan 201${row} – Dec 201${row}`, 460, 100 + row * 40, 95),
    ]);
    const lines = groupItemsIntoLines(items, 595);
    expect(lines[0]?.text).toBe('Engineer at Company 0\tJan 2010 – Dec 2010');
    expect(lines).toHaveLength(6);
  });

  it('reads a sidebar and a main column each in order', () => {
    const side = ['CONTACT', 'a@b.org', 'SKILLS', 'Python', 'SQL'].map((s, i) =>
      item(s, 30, 120 + i * 17, 60),
    );
    const main = [
      'EXPERIENCE',
      'Data Engineer, Acme',
      'Built pipelines for the finance team.',
      'EDUCATION',
      'BSc, Physics',
    ].map((s, i) => item(s, 220, 128 + i * 23, 300));
    const texts = groupItemsIntoLines([...side, ...main], 595).map((l) => l.text);
    expect(texts).toEqual([...side.map((i) => i.str), ...main.map((i) => i.str)]);
  });

  it('drops icon-font glyphs (private-use characters)', () => {
    const lines = groupItemsIntoLines([item('\uf09b', 40, 50, 8), item('nadia7', 52, 50, 40)], 595);
    expect(lines.map((l) => l.text)).toEqual(['nadia7']);
  });

  it('finds a sidebar when the contact row above it runs past the gutter', () => {
    const header = [
      item('Nadia Petrova', 30, 30, 200),
      item('nadia@example.org github.com/nadia7', 30, 85, 420),
    ];
    const main = [
      'SUMMARY',
      'Builds pipelines.',
      'EXPERIENCE',
      'Data Engineer',
      'Acme Corp',
      'Built things.',
      'Data Analyst',
      'Meridian Bank',
      'Built reports.',
      'EDUCATION',
      'BSc, Physics',
    ].map((s, i) => item(s, 30, 140 + i * 20, 330));
    const side = ['SKILLS', 'Go', 'Python', 'SQL', 'Docker'].map((s, i) =>
      item(s, 395, 150 + i * 20, 60),
    );
    const texts = groupItemsIntoLines([...header, ...main, ...side], 596).map((l) => l.text);
    expect(texts).toEqual([
      ...header.map((i) => i.str),
      ...main.map((i) => i.str),
      ...side.map((i) => i.str),
    ]);
  });

  it('reads a gutter of right-aligned dates and section titles row by row (moderncv, Europass)', () => {
    const sized = (str: string, x: number, y: number, width: number, height: number) => ({
      str,
      x,
      y,
      width,
      height,
    });
    const rows = [0, 1, 2, 3].flatMap((job) => {
      const y = 200 + job * 60;
      return [
        sized(`0${job + 1}/2020 to`, 122 - 51, y, 51, 10.9),
        sized(`Data Engineer, Company ${job}, Lyon, France`, 131, y, 250, 10.9),
        sized('Present', 122 - 34, y + 13, 34, 10.9),
        sized('○ Built pipelines that load events.', 131, y + 13, 240, 10),
        sized('○ Cut dashboard load time by half.', 131, y + 26, 240, 10),
      ];
    });
    const titles = [
      sized('Academic', 122 - 56, 450, 56, 14.3),
      sized('Background', 122 - 70, 465, 70, 14.3),
      sized('BSc, Physics, University of Toronto', 131, 450, 250, 10.9),
      sized('2011–2015', 470, 450, 54, 10.9),
    ];
    const texts = groupItemsIntoLines(
      [sized('Nadia Petrova', 131, 90, 150, 24.8), ...rows, ...titles],
      595,
    ).map((l) => l.text);
    expect(texts.slice(0, 4)).toEqual([
      'Nadia Petrova',
      '01/2020 to\tData Engineer, Company 0, Lyon, France',
      'Present\t○ Built pipelines that load events.',
      '○ Cut dashboard load time by half.',
    ]);
    expect(texts.slice(-2)).toEqual([
      'Academic Background',
      'BSc, Physics, University of Toronto\t2011–2015',
    ]);
  });

  it('reads a contact block at the top right with the header, not as a column after the body', () => {
    const contact = [
      'Melbourne',
      'Australia',
      '+61 412 345 678',
      'jonah@example.org',
      'jonaheze80',
    ].map((s, i) => item(s, 430, 80 + i * 12, 100));
    const body = Array.from({ length: 20 }, (_, i) =>
      item(`Body line ${i} of the résumé text`, 60, 200 + i * 20, 340),
    );
    const texts = groupItemsIntoLines(
      [item('Jonah Eze', 60, 74, 120), ...contact, ...body],
      595,
    ).map((l) => l.text);
    expect(texts.indexOf('jonaheze80')).toBeLessThan(
      texts.indexOf('Body line 0 of the résumé text'),
    );
  });

  it('reads sparse flush-left gutter labels (currvita dates) row by row too', () => {
    const rows = [0, 1, 2, 3].flatMap((job) => {
      const y = 200 + job * 60;
      return [
        item(`0${job + 1}.2020 - present`, 60, y, 80 + (job % 2) * 9),
        item(`Company ${job}, Berlin, Germany`, 160, y, 250),
        item('• Built pipelines that load events.', 160, y + 13, 240),
        item('• Cut dashboard load time by half.', 160, y + 26, 240),
      ];
    });
    const texts = groupItemsIntoLines([item('Nadia Petrova', 60, 90, 150), ...rows], 595).map(
      (l) => l.text,
    );
    expect(texts.slice(0, 3)).toEqual([
      'Nadia Petrova',
      '01.2020 - present\tCompany 0, Berlin, Germany',
      '• Built pipelines that load events.',
    ]);
  });

  it('joins a section title wrapped in the gutter even when its second row has text beside it', () => {
    const sized = (str: string, x: number, y: number, width: number, height: number) => ({
      str,
      x,
      y,
      width,
      height,
    });
    const entries = [0, 1, 2, 3].flatMap((job) => [
      sized(`Analyst, Company ${job}, Melbourne,`, 168, 300 + job * 40, 230, 10.9),
      sized('Oct 2024 – Present', 440, 300 + job * 40, 90, 10.9),
      sized('Australia.', 168, 314 + job * 40, 50, 10.9),
    ]);
    const texts = groupItemsIntoLines(
      [
        sized('Marco Costa', 168, 90, 150, 24.8),
        sized('Professional', 150 - 80, 300, 80, 14.3),
        sized('Experience', 150 - 70, 314, 70, 14.3),
        sized('Skills', 150 - 36, 470, 36, 14.3),
        sized('Python, SQL', 168, 470, 60, 10.9),
        sized('Education', 150 - 54, 520, 54, 14.3),
        sized('BSc, Physics, University of Toronto', 168, 520, 200, 10.9),
        ...entries,
      ],
      595,
    ).map((l) => l.text);
    expect(texts.slice(0, 4)).toEqual([
      'Marco Costa',
      'Professional Experience',
      'Analyst, Company 0, Melbourne,\tOct 2024 – Present',
      'Australia.',
    ]);
  });

  it('reads a Europass label column row by row even with as many labels as values', () => {
    const right = (str: string, y: number) => item(str, 194, y, Math.min(370, str.length * 5));
    const label = (str: string, y: number) => item(str, 170 - str.length * 5, y, str.length * 5);
    const jobs = [0, 1, 2, 3].flatMap((job) => {
      const y = 150 + job * 100;
      return [
        label('Dates', y),
        right(`0${job + 1}.2020 - Present`, y),
        label('Occupation or position held', y + 14),
        right(`Data Engineer ${job}`, y + 14),
        label('Main activities and', y + 28),
        right('Built pipelines that load events every hour into the warehouse; Cut', y + 28),
        label('responsibilities', y + 40),
        right('dashboard load time by half with incremental models; Mentored two analysts', y + 40),
        right('on testing', y + 52),
        label('Name and address of', y + 66),
        right(`Company ${job}, Lyon, France`, y + 66),
        label('employer', y + 78),
      ];
    });
    const texts = groupItemsIntoLines([item('Curriculum Vitae', 40, 60, 130), ...jobs], 595).map(
      (l) => l.text,
    );
    expect(texts.slice(0, 7)).toEqual([
      'Curriculum Vitae',
      'Dates\t01.2020 - Present',
      'Occupation or position held\tData Engineer 0',
      'Main activities and responsibilities\tBuilt pipelines that load events every hour into the warehouse; Cut',
      'dashboard load time by half with incremental models; Mentored two analysts',
      'on testing',
      'Name and address of employer\tCompany 0, Lyon, France',
    ]);
  });

  it('reads the ligature and dash slots of T1 pdfTeX fonts without a ToUnicode map as what they are', () => {
    const lines = groupItemsIntoLines(
      [
        item(
          'Title of quali\u001ccation, \u001bat \u001dow 02/2024\u0016Now 2019\u00152021',
          40,
          50,
          200,
        ),
      ],
      595,
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Title of qualification, ffat flow 02/2024—Now 2019–2021',
    ]);
  });

  it('pairs a label set a size larger than its value (Europass "Dates") with that value', () => {
    const sized = (str: string, x: number, y: number, width: number, height: number) => ({
      str,
      x,
      y,
      width,
      height,
    });
    const rows = [0, 1, 2, 3].flatMap((job) => [
      sized('Dates', 141, 200 + job * 60, 29, 12),
      sized(`0${job + 1}.2020 - Present`, 194, 200 + job * 60, 75, 9.96),
      sized('Occupation or position held', 48, 214 + job * 60, 122, 9.963),
      sized(`Data Engineer ${job}`, 194, 214 + job * 60, 100, 9.963),
      sized(
        'Built pipelines that load events every hour into the warehouse for',
        194,
        228 + job * 60,
        372,
        9.963,
      ),
      sized('the finance team and the analysts', 194, 240 + job * 60, 372, 9.963),
    ]);
    const texts = groupItemsIntoLines([item('Curriculum Vitae', 40, 60, 130), ...rows], 595).map(
      (l) => l.text,
    );
    expect(texts.slice(1, 3)).toEqual([
      'Dates\t01.2020 - Present',
      'Occupation or position held\tData Engineer 0',
    ]);
  });

  it('reads a sidebar set tight against the body (moderncv oldstyle) before the body', () => {
    const side = ['Melbourne', 'Australia', '+61 412 345 678', 'diego@example.org'].map((s, i) =>
      item(s, 59.5, 177 + i * 12, 110),
    );
    const main = [
      'Summary',
      'Data professional who enjoys turning messy sources into trusted numbers.',
      'Work History',
      'Analytics Engineer, Quantix Data, Rotterdam, Netherlands.',
      ...Array.from({ length: 12 }, (_, i) => `Built pipeline number ${i} for the team.`),
    ].map((s, i) => item(s, 172, 166 + i * 12.5, 300));
    const texts = groupItemsIntoLines(
      [
        item('Diego Ricci', 59.5, 84, 111),
        item('Analytics Engineer', 59.5, 116, 125),
        ...side,
        ...main,
      ],
      595,
    ).map((l) => l.text);
    expect(texts.slice(0, 8)).toEqual([
      'Diego Ricci',
      'Analytics Engineer',
      ...side.map((i) => i.str),
      'Summary',
      'Data professional who enjoys turning messy sources into trusted numbers.',
    ]);
  });
});

const sized = (str: string, x: number, y: number, width: number, height: number) => ({
  str,
  x,
  y,
  width,
  height,
});

describe('groupItemsIntoLines on moderncv and Europass layouts (second LaTeX batch)', () => {
  it('keeps a name apart from a place set smaller and lower beside it', () => {
    const lines = groupItemsIntoLines(
      [
        sized('Seattle', 120, 107, 29, 10),
        sized('United States', 93, 119, 57, 10),
        sized('Sara Brandt', 168, 95, 117, 25),
        sized('Analytics Engineer', 168, 123, 125, 17),
      ],
      595,
    ).map((l) => l.text);
    expect(lines).toEqual(['Sara Brandt', 'Seattle', 'United States', 'Analytics Engineer']);
  });

  it('splits a name and a contact detail on one baseline into two lines', () => {
    const lines = groupItemsIntoLines(
      [sized('Viktor Ricci', 60, 95, 140, 25), sized('viktor@example.org', 420, 95, 110, 10)],
      595,
    ).map((l) => l.text);
    expect(lines).toEqual(['Viktor Ricci', 'viktor@example.org']);
  });

  it('reads a gutter holding only section titles (wrapped too) as headings of the text', () => {
    const titles = [
      sized('About Me', 90, 193, 59, 14),
      sized('Professional', 80, 225, 70, 14),
      sized('Experience', 87, 239, 63, 14),
      sized('Education', 88, 340, 62, 14),
      sized('Computer', 86, 390, 64, 14),
      sized('Skills', 115, 404, 35, 14),
    ];
    const body = [
      sized('Data professional who enjoys messy sources.', 168, 212, 300, 11),
      sized('Analytics Engineer, Quantix Data.', 168, 258, 300, 11),
      sized('○ Built pipelines that load events.', 168, 272, 300, 10),
      sized('○ Cut dashboard load time by half.', 168, 284, 300, 10),
      sized('MBA, Universidad de Valencia, Data Science.', 168, 360, 300, 11),
      sized('Tableau: Intermediate', 168, 424, 150, 11),
      sized('BigQuery: Expert', 168, 436, 150, 11),
    ];
    const lines = groupItemsIntoLines([...titles, ...body], 595).map((l) => l.text);
    expect(lines).toEqual([
      'About Me',
      'Data professional who enjoys messy sources.',
      'Professional Experience',
      'Analytics Engineer, Quantix Data.',
      '○ Built pipelines that load events.',
      '○ Cut dashboard load time by half.',
      'Education',
      'MBA, Universidad de Valencia, Data Science.',
      'Computer Skills',
      'Tableau: Intermediate',
      'BigQuery: Expert',
    ]);
  });

  it('reads Europass labels with short one-row values as labels, not a column', () => {
    const page = readPage('latex-100009-page-1.json');
    const lines = groupItemsIntoLines(page.items, page.pageWidth).map((l) => l.text);
    expect(lines).toContain('Occupation or position held\tData Scientist');
    expect(lines).toContain('Name and address of employer\tMeridian Bank, Porto, Portugal');
    expect(lines).toContain('Title of qualification awarded\tMSc');
  });

  it('finds a date gutter 7.6 pt wide under a contact footer that reaches into it', () => {
    const page = readPage('latex-100010-page-1.json');
    const lines = groupItemsIntoLines(page.items, page.pageWidth).map((l) => l.text);
    expect(lines).toContain('January 2022\tData Scientist, Quantix Data, Porto, Portugal');
    expect(lines).toContain('– September\t○ Mentored two analysts on testing and code review.');
    expect(lines.at(-1)).toMatch(/^§ marcoreyes78$|^I \+353/);
  });
});
