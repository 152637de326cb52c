/**
 * Where the built lesson exercises are served: beside the built practice problems, so the service
 * worker reads them through into the same offline content cache (sw/sw.ts) and a lesson's
 * exercise works offline once the lesson has been opened.
 */
import { PRACTICE_CONTENT_PREFIX } from '../practice/problem-content-paths.ts';

export const LESSON_EXERCISES_FOLDER = 'exercises';

export function lessonExercisePath(id: string): string {
  return `${PRACTICE_CONTENT_PREFIX}${LESSON_EXERCISES_FOLDER}/${encodeURIComponent(id)}.json`;
}

/** Every built exercise's language and engines (lessonExerciseIndexSchema). */
export const LESSON_EXERCISE_INDEX_PATH = `${PRACTICE_CONTENT_PREFIX}${LESSON_EXERCISES_FOLDER}.json`;
