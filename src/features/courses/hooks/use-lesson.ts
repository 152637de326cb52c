/**
 * One lesson's content. Lessons seen in this session are kept in memory so switching back and
 * forth is instant; the network (or, offline, the service worker's cache) refreshes them.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Lesson } from '@/common/courses/lesson-schema.ts';
import { ApiError } from '@/src/lib/api-client.ts';
import { fetchLesson } from '../api/fetch-lesson.ts';

const MEMORY_CACHE_MAX_LESSONS = 30;
const seen = new Map<string, Lesson>();

function remember(lesson: Lesson): void {
  seen.delete(lesson.id);
  seen.set(lesson.id, lesson);
  if (seen.size > MEMORY_CACHE_MAX_LESSONS) {
    const oldest = seen.keys().next().value;
    if (oldest !== undefined) seen.delete(oldest);
  }
}

export interface LessonState {
  lesson: Lesson | undefined;
  error: ApiError | undefined;
  reload: () => void;
}

export function useLesson(lessonId: string | null): LessonState {
  const [state, setState] = useState<{ id: string | null; lesson?: Lesson; error?: ApiError }>({
    id: lessonId,
    lesson: lessonId ? seen.get(lessonId) : undefined,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!lessonId) return;
    setState({ id: lessonId, lesson: seen.get(lessonId) });
    const controller = new AbortController();
    fetchLesson(lessonId, controller.signal).then(
      (lesson) => {
        remember(lesson);
        setState({ id: lessonId, lesson });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const error =
          failure instanceof ApiError
            ? failure
            : new ApiError('network', 0, 'network', String(failure));
        setState((current) => ({ id: lessonId, lesson: current.lesson, error }));
      },
    );
    return () => controller.abort();
  }, [lessonId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.id === lessonId ? state : { lesson: undefined, error: undefined };
  return { lesson: current.lesson, error: current.error, reload };
}
