/**
 * The engines a set of lesson exercises run in, in the engine list's terms
 * (ENGINE_ASSET_GROUPS): every SQL engine a SQL exercise lists (the learner may pick any of them
 * with the "SQL dialect" control) and Python for a Python exercise. A course download stores these
 * engines' files (docs/product.md, offline courses). Exercises the index does not know are
 * skipped. Ordered by the engine list, so the panel names them the same way every time.
 */
import type { EngineGroup } from '../practice/engine-assets.ts';
import type { LessonExerciseIndex } from './lesson-exercise-schema.ts';

const ORDER: readonly EngineGroup[] = ['sqlite', 'postgres', 'duckdb', 'python'];

export function listExerciseEngines(
  exerciseIds: readonly string[],
  index: LessonExerciseIndex,
): EngineGroup[] {
  const byId = new Map(index.exercises.map((exercise) => [exercise.id, exercise]));
  const needed = new Set<EngineGroup>();
  for (const id of exerciseIds) {
    const exercise = byId.get(id);
    if (!exercise) continue;
    if (exercise.language === 'python') needed.add('python');
    else exercise.engines.forEach((engine) => needed.add(engine));
  }
  return ORDER.filter((engine) => needed.has(engine));
}
