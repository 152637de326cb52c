import { useCallback } from 'react';
import type { LessonProgressRow } from '../../../../common/learning/learning-rows-schema.ts';
import { readProgressRows } from '../data/read-progress-rows.ts';
import { useLiveQuery } from './use-live-query.ts';

/** The owner's progress by lesson id, live from IndexedDB (undefined while loading). */
export function useProgressRows(owner: string): Map<string, LessonProgressRow> | undefined {
  const query = useCallback(() => readProgressRows(owner), [owner]);
  return useLiveQuery(query);
}
