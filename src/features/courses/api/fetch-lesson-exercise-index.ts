import { LESSON_EXERCISE_INDEX_PATH } from '@/common/content/lesson-exercise-paths.ts';
import {
  lessonExerciseIndexSchema,
  type LessonExerciseIndex,
} from '@/common/content/lesson-exercise-schema.ts';
import { fetchStaticAsset } from '@/src/lib/fetch-static-asset.ts';

/**
 * The built exercises' index (each one's language and SQL engines). The service worker keeps the
 * copy it read (sw/sw.ts, the practice content route), so the offline panel can still name them.
 */
export async function fetchLessonExerciseIndex(signal?: AbortSignal): Promise<LessonExerciseIndex> {
  const response = await fetchStaticAsset(LESSON_EXERCISE_INDEX_PATH, signal ? { signal } : {});
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${LESSON_EXERCISE_INDEX_PATH}`);
  return lessonExerciseIndexSchema.parse(await response.json());
}
