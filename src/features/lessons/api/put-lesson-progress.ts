import {
  progressListResponseSchema,
  type LessonProgress,
} from '../../../../common/learning/progress-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sends this device's progress changes (possibly none) and returns the merged server state. */
export async function putLessonProgress(items: LessonProgress[]): Promise<LessonProgress[]> {
  const answer = await apiRequest('/lesson-progress/', progressListResponseSchema, {
    method: 'PUT',
    body: { items },
  });
  return answer.items;
}
