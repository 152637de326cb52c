/**
 * The content files of content/courses/ (the built-in curriculum) are valid: loading them runs
 * every schema of the authoring screens, so this test fails CI on a broken edit, and the
 * curriculum keeps the shape product.md#lessons promises.
 */
import { describe, expect, it } from 'vitest';
import { paragraphSchema } from '@/common/courses/paragraph-schema.ts';
import { loadBuiltInCurriculum } from './load-built-in-curriculum.ts';

const BUILT_IN_CURRICULUM = await loadBuiltInCurriculum();
const lessons = BUILT_IN_CURRICULUM.flatMap((course) => course.modules).flatMap((m) => m.lessons);

describe('built-in curriculum', () => {
  it('has both courses with at least 5 modules of 3 to 5 lessons', () => {
    expect(BUILT_IN_CURRICULUM.map((course) => course.title)).toEqual([
      'Data Engineering',
      'AI Engineering',
    ]);
    for (const course of BUILT_IN_CURRICULUM) {
      expect(course.modules.length).toBeGreaterThanOrEqual(5);
      for (const module of course.modules) {
        expect(module.lessons.length, module.id).toBeGreaterThanOrEqual(3);
        expect(module.lessons.length, module.id).toBeLessThanOrEqual(5);
        expect(module.blurb.length, module.id).toBeGreaterThan(40);
      }
    }
  });

  it('uses unique, stable slug ids', () => {
    const ids = [
      ...BUILT_IN_CURRICULUM.map((course) => course.id),
      ...BUILT_IN_CURRICULUM.flatMap((course) => course.modules.map((module) => module.id)),
      ...lessons.map((lesson) => lesson.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every lesson substantive, valid content in all four paragraph types overall', () => {
    const types = new Set<string>();
    for (const lesson of lessons) {
      expect(lesson.title.trim(), lesson.id).not.toBe('');
      expect(lesson.description.length, lesson.id).toBeGreaterThan(40);
      expect(lesson.paragraphs.length, lesson.id).toBeGreaterThanOrEqual(4);
      const words = lesson.paragraphs
        .map((p) => p.content)
        .join(' ')
        .split(/\s+/).length;
      expect(words, lesson.id).toBeGreaterThan(250);
      lesson.paragraphs.forEach((paragraph, index) => {
        types.add(paragraph.type);
        const parsed = paragraphSchema.safeParse(paragraph);
        expect(parsed.success, `${lesson.id} #${index}`).toBe(true);
        expect(paragraph.content, lesson.id).not.toMatch(/\$\{|\bTODO\b|lorem ipsum/i);
        if (paragraph.type === 'code') {
          expect(paragraph.language, lesson.id).toBeTruthy();
          expect(paragraph.content, lesson.id).not.toMatch(/^\s/);
        }
        if (paragraph.type === 'list') {
          expect(paragraph.content.split('\n').length, lesson.id).toBeGreaterThanOrEqual(2);
        }
        if (paragraph.type === 'text') {
          expect(paragraph.content, lesson.id).not.toMatch(/ {2}|^\s|\s$/);
        }
      });
    }
    expect(types).toEqual(new Set(['text', 'list', 'code', 'exercise']));
  });
});
