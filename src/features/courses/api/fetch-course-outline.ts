import { API_ROUTES } from '@/common/http/api-paths.ts';
import { courseListResponseSchema, type Course } from '@/common/courses/course-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** Every course with modules and lesson summaries; offline, the service worker's cached copy. */
export async function fetchCourseOutline(signal?: AbortSignal): Promise<Course[]> {
  return (await apiRequest(API_ROUTES.courses.outline, courseListResponseSchema, { signal }))
    .courses;
}
