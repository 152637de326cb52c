/**
 * The engines a course's exercises run in, their size and whether they are all on this device,
 * for the offline panel (read-course-engines.ts). Read again when `refreshKey` changes (a download
 * finished or was removed). Undefined while reading or when the lists cannot be read (offline
 * before any visit): the panel then just leaves the engines out.
 */
import { useEffect, useState } from 'react';
import type { Course } from '@/common/courses/course-schema.ts';
import { areEngineFilesCached } from '@/src/lib/are-engine-files-cached.ts';
import { readCourseEngines, type CourseEngines } from '../storage/read-course-engines.ts';

export interface CourseEnginesState extends CourseEngines {
  /** Every file is in the engines cache (stored by a download, Practice, or an earlier run). */
  cached: boolean;
}

export function useCourseEngines(
  course: Course,
  refreshKey: unknown,
): CourseEnginesState | undefined {
  const [state, setState] = useState<CourseEnginesState>();
  useEffect(() => {
    const controller = new AbortController();
    void readCourseEngines(course, controller.signal)
      .then(async (engines) => ({ ...engines, cached: await areEngineFilesCached(engines.files) }))
      .then(
        (next) => {
          if (!controller.signal.aborted) setState(next);
        },
        () => {
          if (!controller.signal.aborted) setState(undefined);
        },
      );
    return () => controller.abort();
  }, [course, refreshKey]);
  return state;
}
