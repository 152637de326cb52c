import { describe, expect, it } from 'vitest';
import { ContentError, loadCurriculum } from './load-curriculum.ts';

const course = {
  path: 'c1/course.md',
  text: '---\nid: c1\ntitle: Course One\norder: 1\n---\n\nAbout\nit.\n',
};
const module = {
  path: 'c1/m1/module.md',
  text: '---\nid: m1\ntitle: Module: One\norder: 2\n---\nBlurb.\n',
};

function lesson(body: string, head = 'id: l1\ntitle: Lesson\norder: 1\ndescription: Short.') {
  return { path: 'c1/m1/l1.md', text: `---\n${head}\n---\n\n${body}` };
}

function problemsOf(files: Parameters<typeof loadCurriculum>[0]): string[] {
  try {
    loadCurriculum(files);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadCurriculum', () => {
  it('maps headings, prose, lists and fenced code to paragraphs', () => {
    const body = [
      '## First',
      '',
      'One line',
      'wrapped.',
      '',
      'Second prose paragraph.',
      '',
      '- item one',
      '  continued',
      '- item two',
      '',
      '```sql',
      'select 1;',
      '',
      '  -- indented',
      '```',
      '',
      '## Last',
      '',
      'Done.',
    ].join('\n');
    const [loaded] = loadCurriculum([lesson(body), module, course]);
    expect(loaded).toMatchObject({ id: 'c1', title: 'Course One', description: 'About it.' });
    expect(loaded?.modules[0]).toMatchObject({ id: 'm1', title: 'Module: One', blurb: 'Blurb.' });
    expect(loaded?.modules[0]?.lessons[0]?.paragraphs).toEqual([
      {
        id: 'l1-p1',
        subtitle: 'First',
        type: 'text',
        content: 'One line wrapped.\n\nSecond prose paragraph.',
        order: 1,
        language: null,
      },
      {
        id: 'l1-p2',
        subtitle: null,
        type: 'list',
        content: 'item one continued\nitem two',
        order: 2,
        language: null,
      },
      {
        id: 'l1-p3',
        subtitle: null,
        type: 'code',
        content: 'select 1;\n\n  -- indented',
        order: 3,
        language: 'sql',
      },
      { id: 'l1-p4', subtitle: 'Last', type: 'text', content: 'Done.', order: 4, language: null },
    ]);
  });

  it('reports every invalid file with the authoring screens’ messages', () => {
    const problems = problemsOf([
      course,
      module,
      lesson('Text.', 'id: l1\ntitle:  \norder: 0'),
      { path: 'c1/m1/l2.md', text: '---\nid: l2\ntitle: T\norder: x\n---\n\n```cobol\nX\n```\n' },
      { path: 'c1/m1/l3.md', text: '---\nid: other\ntitle: T\norder: 1\n---\nText.\n' },
      { path: 'c1/m1/l4.md', text: '---\nid: l4\ntitle: T\norder: 1\n---\n## Lonely\n' },
      { path: 'c2/m9/l5.md', text: '---\nid: l5\ntitle: T\norder: 1\n---\nText.\n' },
    ]);
    expect(problems).toEqual([
      'c1/m1/l1.md: title: Title is required; displayOrder: Display order must be at least 1',
      expect.stringMatching(
        /^c1\/m1\/l2\.md: displayOrder: Display order must be a whole number; paragraphs\.0\.language: /,
      ),
      'c1/m1/l3.md: front matter id "other" must be "l3"',
      'c1/m1/l4.md: The heading "Lonely" has no content under it.',
      'c2/m9/l5.md: its module folder has no valid module.md',
    ]);
  });

  it('refuses an id used twice', () => {
    const twin = { path: 'c1/m1/c1.md', text: '---\nid: c1\ntitle: T\norder: 1\n---\nText.\n' };
    expect(problemsOf([course, module, twin])).toEqual([
      'c1/m1/c1.md: id "c1" is already used by c1/course.md',
    ]);
  });

  const exerciseBlock = (header: string, extra = '') =>
    [
      '```exercise',
      header,
      '--- prompt',
      'Return the answer,',
      'one row per id.',
      '--- schema',
      'CREATE TABLE t (id INTEGER);',
      '--- seed',
      'INSERT INTO t VALUES (1);',
      '--- starter',
      'SELECT 1;',
      '--- solution',
      'SELECT id FROM t;',
      '--- wrong: returns a constant',
      'SELECT 1 AS id;',
      extra,
      '--- test: two rows',
      'INSERT INTO t VALUES (1), (2);',
      '--- test: no rows',
      '--- test: three rows',
      'INSERT INTO t VALUES (1), (2), (3);',
      '```',
    ].join('\n');

  it('reads an exercise block into an exercise paragraph without its solutions', () => {
    const body = `Intro.\n\n## Try it\n\n${exerciseBlock(
      'id: ex-one\nlanguage: sql\norderMatters: true',
      '--- wrong: returns nothing\nSELECT id FROM t WHERE 0;',
    )}\n`;
    const [loaded] = loadCurriculum([lesson(body), module, course]);
    const read = loaded?.modules[0]?.lessons[0];
    expect(read?.paragraphs[1]).toEqual({
      id: 'l1-p2',
      order: 2,
      subtitle: 'Try it',
      type: 'exercise',
      content: 'Return the answer, one row per id.',
      language: 'sql',
      exerciseId: 'ex-one',
    });
    expect(read?.exercises).toMatchObject([
      {
        id: 'ex-one',
        language: 'sql',
        orderMatters: true,
        solution: 'SELECT id FROM t;',
        wrongSolutions: [{ mistake: 'returns a constant' }, { mistake: 'returns nothing' }],
        tests: [{ name: 'two rows' }, { name: 'no rows', seed: '' }, { name: 'three rows' }],
      },
    ]);
    expect(JSON.stringify(read?.paragraphs)).not.toContain('SELECT id FROM t');
  });

  it('reads the engines an exercise runs in: SQLite and PostgreSQL unless it says, notes skipped', () => {
    const wrong = '--- wrong: returns nothing\nSELECT id FROM t WHERE 0;';
    const read = (header: string) =>
      loadCurriculum([
        lesson(`Intro.\n\n## Try it\n\n${exerciseBlock(header, wrong)}\n`),
        module,
        course,
      ])[0]?.modules[0]?.lessons[0]?.exercises[0];
    expect(read('id: ex-a\nlanguage: sql')).toMatchObject({ engines: ['sqlite', 'postgres'] });
    expect(
      read('id: ex-b\nlanguage: sql\n# PostgreSQL: not yet.\nengines: sqlite, duckdb'),
    ).toMatchObject({ engines: ['sqlite', 'duckdb'] });
  });

  it('fails a bad exercise block naming the file and the reason', () => {
    expect(
      problemsOf([course, module, lesson(exerciseBlock('id: ex-two\nlanguage: sql'))]),
    ).toEqual(['c1/m1/l1.md: exercise "ex-two": wrongSolutions: Needs at least 2 wrong solutions']);
    expect(
      problemsOf([course, module, lesson(exerciseBlock('id: ex-3\nlanguage: sql\nsize: 4'))]),
    ).toEqual(['c1/m1/l1.md: Unknown exercise field "size".']);
    const oneWrong = '--- wrong: constant two\nSELECT 2;';
    expect(
      problemsOf([
        course,
        module,
        lesson(exerciseBlock('id: ex-4\nlanguage: sql\nengines: sqlite, mysql', oneWrong)),
      ]),
    ).toEqual([
      'c1/m1/l1.md: exercise "ex-4": engines.1: Unknown engine "mysql"; engines are sqlite, postgres, duckdb',
    ]);
    expect(
      problemsOf([
        course,
        module,
        lesson(exerciseBlock('id: ex-5\nlanguage: sql\nengines: sqlite, sqlite', oneWrong)),
      ]),
    ).toEqual(['c1/m1/l1.md: exercise "ex-5": engines: Engines are listed once']);
    const twice = `${exerciseBlock('id: l1\nlanguage: sql', '--- wrong: constant two\nSELECT 2;')}\n`;
    expect(problemsOf([course, module, lesson(twice)])).toEqual([
      'c1/m1/l1.md (exercise): id "l1" is already used by c1/m1/l1.md',
    ]);
  });
});
