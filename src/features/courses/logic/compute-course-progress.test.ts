import { describe, expect, it } from 'vitest';
import type { Course } from '@/common/courses/course-schema.ts';
import type { LessonProgressRow } from '@/common/courses/courses-rows-schema.ts';
import { computeCourseProgress } from './compute-course-progress.ts';

const lesson = (id: string) => ({
  id,
  title: id,
  description: '',
  displayOrder: 1,
  videoUrl: null,
  videoSizeBytes: null,
  readingMinutes: 3,
});
const course: Course = {
  id: 'c',
  title: 'Course',
  description: '',
  modules: [
    {
      id: 'm1',
      courseId: 'c',
      title: 'M1',
      blurb: '',
      displayOrder: 1,
      lessons: [lesson('a'), lesson('b')],
    },
    { id: 'm2', courseId: 'c', title: 'M2', blurb: '', displayOrder: 2, lessons: [lesson('c')] },
  ],
};
const row = (
  lessonId: string,
  completed: boolean,
  openedMinute: number | null,
): LessonProgressRow => ({
  owner: 'ada@example.com',
  lessonId,
  completedAt: completed ? '2026-01-01T10:00:00.000Z' : null,
  lastOpenedAt:
    openedMinute === null ? null : new Date(Date.UTC(2026, 0, 1, 10, openedMinute)).toISOString(),
  updatedAt: '2026-01-01T10:00:00.000Z',
  syncState: 'synced',
});

describe('computeCourseProgress', () => {
  it('starts at the first lesson when nothing was opened', () => {
    const progress = computeCourseProgress(course, new Map());
    expect(progress).toMatchObject({
      completed: 0,
      total: 3,
      continueWith: { moduleId: 'm1', resumed: false },
    });
    expect(progress.continueWith?.lesson.id).toBe('a');
  });

  it('counts completions per module and course and resumes at the last opened lesson', () => {
    const rows = new Map([
      ['a', row('a', true, 1)],
      ['c', row('c', false, 9)],
      ['b', row('b', true, 5)],
      ['other-course-lesson', row('other-course-lesson', true, 30)],
    ]);
    const progress = computeCourseProgress(course, rows);
    expect(progress.completed).toBe(2);
    expect(progress.byModule.get('m1')).toEqual({ completed: 2, total: 2 });
    expect(progress.byModule.get('m2')).toEqual({ completed: 0, total: 1 });
    expect(progress.continueWith?.lesson.id).toBe('c');
    expect(progress.continueWith?.resumed).toBe(true);
  });

  it('counts a lesson with exercises as completed only once they are all passed', () => {
    const withExercises: Course = {
      ...course,
      modules: [
        {
          id: 'm1',
          courseId: 'c',
          title: 'M1',
          blurb: '',
          displayOrder: 1,
          lessons: [{ ...lesson('a'), exerciseIds: ['x', 'y'] }],
        },
      ],
    };
    const completedRow = row('a', true, 1);
    const halfway = new Map([['a', { ...completedRow, exercisesPassed: ['x'] }]]);
    expect(computeCourseProgress(withExercises, halfway).completed).toBe(0);
    const done = new Map([['a', { ...completedRow, exercisesPassed: ['y', 'x'] }]]);
    expect(computeCourseProgress(withExercises, done).completedLessonIds).toEqual(new Set(['a']));
  });
});
