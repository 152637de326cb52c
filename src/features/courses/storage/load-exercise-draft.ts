import * as z from 'zod/mini';
import { readStoredJson } from '@/src/lib/local-storage.ts';
import { exerciseDraftKey } from './exercise-draft-key.ts';

/** The code the learner last typed for a lesson exercise on this device, if any. */
export function loadExerciseDraft(owner: string, exerciseId: string): string | undefined {
  return readStoredJson(exerciseDraftKey(owner, exerciseId), z.string());
}
