import {
  courseListResponseSchema,
  type Course,
} from '../../../../common/learning/course-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { COURSE_OUTLINE_PATH } from '../data/lesson-api-paths.ts';

/** Every course with modules and lesson summaries; offline, the service worker's cached copy. */
export async function fetchCourseOutline(signal?: AbortSignal): Promise<Course[]> {
  return (await apiRequest(COURSE_OUTLINE_PATH, courseListResponseSchema, { signal })).courses;
}
