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
});
