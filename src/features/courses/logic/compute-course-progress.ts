/**
 * Progress figures for the dashboard from the course outline and the user's progress rows:
 * completed lessons per module and per course (a lesson with graded exercises only once they are
 * all passed as well), and the lesson to continue with (the one opened
 * most recently, or else the first lesson not yet completed).
 */
import type { Course, LessonSummary } from '@/common/courses/course-schema.ts';
import type { LessonProgressRow } from '@/common/courses/courses-rows-schema.ts';

export interface ModuleProgress {
  completed: number;
  total: number;
}

export interface CourseProgress {
  completed: number;
  total: number;
  byModule: Map<string, ModuleProgress>;
  completedLessonIds: Set<string>;
  /** Where "continue where you left off" goes; null for an empty course. */
  continueWith: { lesson: LessonSummary; moduleId: string; resumed: boolean } | null;
}

export function computeCourseProgress(
  course: Course,
  rows: ReadonlyMap<string, LessonProgressRow>,
): CourseProgress {
  const byModule = new Map<string, ModuleProgress>();
  const completedLessonIds = new Set<string>();
  let completed = 0;
  let total = 0;
  let lastOpened: { lesson: LessonSummary; moduleId: string; at: number } | null = null;
  let firstIncomplete: { lesson: LessonSummary; moduleId: string } | null = null;
  let firstLesson: { lesson: LessonSummary; moduleId: string } | null = null;

  for (const module of course.modules) {
    let moduleCompleted = 0;
    for (const lesson of module.lessons) {
      const row = rows.get(lesson.id);
      firstLesson ??= { lesson, moduleId: module.id };
      const passed = new Set(row?.exercisesPassed ?? []);
      const exercisesDone = (lesson.exerciseIds ?? []).every((id) => passed.has(id));
      if (row?.completedAt && exercisesDone) {
        moduleCompleted += 1;
        completedLessonIds.add(lesson.id);
      } else {
        firstIncomplete ??= { lesson, moduleId: module.id };
      }
      const openedAt = row?.lastOpenedAt ? Date.parse(row.lastOpenedAt) : NaN;
      if (Number.isFinite(openedAt) && (!lastOpened || openedAt > lastOpened.at)) {
        lastOpened = { lesson, moduleId: module.id, at: openedAt };
      }
    }
    byModule.set(module.id, { completed: moduleCompleted, total: module.lessons.length });
    completed += moduleCompleted;
    total += module.lessons.length;
  }

  const fallback = firstIncomplete ?? firstLesson;
  const continueWith = lastOpened
    ? { lesson: lastOpened.lesson, moduleId: lastOpened.moduleId, resumed: true }
    : fallback
      ? { ...fallback, resumed: false }
      : null;
  return { completed, total, byModule, completedLessonIds, continueWith };
}
