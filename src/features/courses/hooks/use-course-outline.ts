/**
 * The course outline for the dashboard. The last answer is kept in memory, so coming back to the
 * lessons screen shows it at once while a fresh copy loads (offline: the service worker's copy).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Course } from '@/common/courses/course-schema.ts';
import { ApiError } from '@/src/lib/api-client.ts';
import { fetchCourseOutline } from '../api/fetch-course-outline.ts';

let lastOutline: Course[] | undefined;

export interface CourseOutlineState {
  courses: Course[] | undefined;
  error: ApiError | undefined;
  reload: () => void;
}

export function useCourseOutline(): CourseOutlineState {
  const [courses, setCourses] = useState<Course[] | undefined>(lastOutline);
  const [error, setError] = useState<ApiError | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchCourseOutline(controller.signal).then(
      (fresh) => {
        lastOutline = fresh;
        setCourses(fresh);
        setError(undefined);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(
          failure instanceof ApiError
            ? failure
            : new ApiError('network', 0, 'network', String(failure)),
        );
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { courses, error, reload };
}
