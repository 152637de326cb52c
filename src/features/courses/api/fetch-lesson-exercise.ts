import { lessonExercisePath } from '@/common/content/lesson-exercise-paths.ts';
import {
  builtExerciseSchema,
  type BuiltExercise,
} from '@/common/content/lesson-exercise-schema.ts';
import { fetchStaticAsset } from '@/src/lib/fetch-static-asset.ts';

/**
 * One built lesson exercise (tests with expected results, no solution). The service worker keeps
 * the copy it read for offline use (sw/sw.ts, the practice content route).
 */
export async function fetchLessonExercise(id: string): Promise<BuiltExercise> {
  const path = lessonExercisePath(id);
  const response = await fetchStaticAsset(path);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
  return builtExerciseSchema.parse(await response.json());
}
