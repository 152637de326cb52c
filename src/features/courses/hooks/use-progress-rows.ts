import type { LessonProgressRow } from '@/common/courses/courses-rows-schema.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';
import { readProgressRows } from '../storage/read-progress-rows.ts';

/** The owner's progress by lesson id, live from IndexedDB (undefined while loading). */
export function useProgressRows(owner: string): Map<string, LessonProgressRow> | undefined {
  return useLiveQuery(`lesson-progress:${owner}`, () => readProgressRows(owner));
}
