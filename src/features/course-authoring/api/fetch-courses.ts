import { API_ROUTES } from '@/common/http/api-paths.ts';
import { courseListResponseSchema, type Course } from '@/common/courses/course-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** The course outline, to resolve the course named in the query string and list its modules. */
export async function fetchCourses(signal?: AbortSignal): Promise<Course[]> {
  return (await apiRequest(API_ROUTES.courses.outline, courseListResponseSchema, { signal }))
    .courses;
}
