/**
 * Proves the Markdown in content/courses/ (written by scripts/generate-content-from-seed.ts) loads
 * back to exactly what these TypeScript seed modules held, before the modules are deleted.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../../../../common/content/load-curriculum.ts';
import { readContentFiles } from '../../../content/read-content-files.ts';
import { BUILT_IN_CURRICULUM } from './built-in-curriculum.ts';

describe('content/courses Markdown', () => {
  it('loads to exactly the curriculum of the TypeScript seed modules', async () => {
    const loaded = loadCurriculum(await readContentFiles(path.resolve('content/courses')));
    const expected = BUILT_IN_CURRICULUM.map((course) => ({
      id: course.id,
      title: course.title,
      description: course.description,
      displayOrder: course.displayOrder,
      modules: course.modules.map((module, moduleIndex) => ({
        id: module.id,
        title: module.title,
        blurb: module.blurb,
        displayOrder: moduleIndex + 1,
        lessons: module.lessons.map((lesson, lessonIndex) => ({
          id: lesson.id,
          title: lesson.title,
          description: lesson.description,
          displayOrder: lessonIndex + 1,
          paragraphs: lesson.paragraphs.map((paragraph, order) => ({
            id: `${lesson.id}-p${order + 1}`,
            subtitle: paragraph.subtitle,
            type: paragraph.type,
            content: paragraph.content,
            order: order + 1,
            language: paragraph.language ?? null,
          })),
        })),
      })),
    }));
    expect(loaded).toEqual(expected);
    expect(loaded.flatMap((c) => c.modules).flatMap((m) => m.lessons)).toHaveLength(65 - 16);
  });
});
