/**
 * One-off: writes content/courses/ from the TypeScript seed modules this change retires
 * (server/src/routes/courses/seed/). Run once with `npx tsx scripts/generate-content-from-seed.ts`;
 * the equivalence test (common/content/seed-equivalence.test.ts) proves the Markdown loads back
 * to exactly what the modules held. Deleted together with the modules.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILT_IN_CURRICULUM } from '../server/src/routes/courses/seed/built-in-curriculum.ts';
import type { SeedParagraph } from '../server/src/routes/courses/seed/curriculum-types.ts';

const ROOT = path.resolve('content/courses');
const WRAP_COLUMNS = 100;

function frontMatter(fields: Record<string, string | number>): string {
  const lines = Object.entries(fields).map(([key, value]) => {
    const text = String(value);
    const plain = text === text.trim() && text !== '' && !text.startsWith('"') && !/\n/.test(text);
    return `${key}: ${plain ? text : JSON.stringify(text)}`;
  });
  return ['---', ...lines, '---'].join('\n');
}

/** Wraps one line of prose; never starts a line with something Markdown would read as syntax. */
function wrap(text: string, indent = ''): string[] {
  const words = text.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const risky = /^(-|\*|#+|`{3}.*|\d+[.)])$/.test(word);
    if (line !== '' && (line + ' ' + word).length > WRAP_COLUMNS - indent.length && !risky) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines.map((l, index) => (index === 0 ? l : indent + l));
}

function prose(text: string): string {
  return text
    .split('\n\n')
    .map((part) => wrap(part).join('\n'))
    .join('\n\n');
}

function paragraphMarkdown(paragraph: SeedParagraph): string {
  const parts: string[] = [];
  if (paragraph.subtitle !== null) parts.push(`## ${paragraph.subtitle}`);
  if (paragraph.type === 'text') parts.push(prose(paragraph.content));
  if (paragraph.type === 'list') {
    parts.push(
      paragraph.content
        .split('\n')
        .map((item) => `- ${wrap(item, '  ').join('\n')}`)
        .join('\n'),
    );
  }
  if (paragraph.type === 'code') {
    const fence = paragraph.content.includes('```') ? '````' : '```';
    parts.push(`${fence}${paragraph.language ?? ''}\n${paragraph.content}\n${fence}`);
  }
  return parts.join('\n\n');
}

await rm(ROOT, { recursive: true, force: true });
for (const course of BUILT_IN_CURRICULUM) {
  const courseDir = path.join(ROOT, course.id);
  await mkdir(courseDir, { recursive: true });
  await writeFile(
    path.join(courseDir, 'course.md'),
    `${frontMatter({ id: course.id, title: course.title, order: course.displayOrder })}\n\n${prose(course.description)}\n`,
  );
  for (const [moduleIndex, module] of course.modules.entries()) {
    const moduleDir = path.join(courseDir, module.id);
    await mkdir(moduleDir, { recursive: true });
    await writeFile(
      path.join(moduleDir, 'module.md'),
      `${frontMatter({ id: module.id, title: module.title, order: moduleIndex + 1 })}\n\n${prose(module.blurb)}\n`,
    );
    for (const [lessonIndex, lesson] of module.lessons.entries()) {
      const head = frontMatter({
        id: lesson.id,
        title: lesson.title,
        order: lessonIndex + 1,
        description: lesson.description,
      });
      const body = lesson.paragraphs.map(paragraphMarkdown).join('\n\n');
      await writeFile(path.join(moduleDir, `${lesson.id}.md`), `${head}\n\n${body}\n`);
    }
  }
}
console.log(`Wrote ${ROOT}`);
