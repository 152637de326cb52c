/**
 * What both authoring screens need before showing their form: whether the user may author (the
 * server decides; this only avoids letting a non-admin type a whole form for nothing), the
 * video size cap, and the course (and its modules) named by the `course` query parameter.
 */
import { useEffect, useState } from 'react';
import type { AuthoringPermissions } from '@/common/courses/authoring-schema.ts';
import type { Course } from '@/common/courses/course-schema.ts';
import { VIDEO_MAX_BYTES_DEFAULT } from '@/common/courses/courses-limits.ts';
import { fetchAuthoringPermissions } from '../api/fetch-authoring-permissions.ts';
import { fetchCourses } from '../api/fetch-courses.ts';

export type AuthoringContext =
  | { status: 'loading' }
  | {
      status: 'ready';
      /** Null when the permission check failed (e.g. offline): the form shows, saving decides. */
      permissions: AuthoringPermissions | null;
      courses: Course[] | null;
    };

export function useAuthoringContext(): AuthoringContext {
  const [context, setContext] = useState<AuthoringContext>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void Promise.all([
      fetchAuthoringPermissions(controller.signal).catch(() => null),
      fetchCourses(controller.signal).catch(() => null),
    ]).then(([permissions, courses]) => {
      if (!controller.signal.aborted) setContext({ status: 'ready', permissions, courses });
    });
    return () => controller.abort();
  }, []);
  return context;
}

/** The course a `course` query value names: by title (any case) or by id. */
export function findCourse(courses: Course[] | null, name: string): Course | undefined {
  const wanted = name.trim().toLowerCase();
  return courses?.find((course) => course.title.toLowerCase() === wanted || course.id === wanted);
}

export function videoCap(context: AuthoringContext): number {
  return context.status === 'ready' && context.permissions
    ? context.permissions.videoMaxBytes
    : VIDEO_MAX_BYTES_DEFAULT;
}
