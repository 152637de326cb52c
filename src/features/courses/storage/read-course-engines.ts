/**
 * The engines a course's exercises run in (its SQL exercises' `engines:` and its Python
 * exercises, from the built exercise index) and their files in the build's engine list, with the
 * total size: what "Make available offline" stores besides the lessons so every exercise checks
 * offline in whichever engine the learner picks (docs/product.md, offline courses).
 */
import { listExerciseEngines } from '@/common/content/list-exercise-engines.ts';
import type { Course } from '@/common/courses/course-schema.ts';
import type { EngineGroup } from '@/common/practice/engine-assets.ts';
import type { EngineFile } from '@/src/lib/cache-engine-files.ts';
import { readEngineManifest } from '@/src/lib/read-engine-manifest.ts';
import { fetchLessonExerciseIndex } from '../api/fetch-lesson-exercise-index.ts';

export interface CourseEngines {
  engines: EngineGroup[];
  files: EngineFile[];
  bytes: number;
}

export async function readCourseEngines(
  course: Course,
  signal?: AbortSignal,
): Promise<CourseEngines> {
  const exerciseIds = course.modules
    .flatMap((module) => module.lessons)
    .flatMap((lesson) => lesson.exerciseIds ?? []);
  if (exerciseIds.length === 0) return { engines: [], files: [], bytes: 0 };
  const engines = listExerciseEngines(exerciseIds, await fetchLessonExerciseIndex(signal));
  if (engines.length === 0) return { engines, files: [], bytes: 0 };
  const manifest = await readEngineManifest();
  const files = manifest.files.filter((file) => file.engine && engines.includes(file.engine));
  return { engines, files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}
