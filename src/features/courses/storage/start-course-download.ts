/**
 * Starts (or retries) a course download and reports it through the download store; at most one
 * download per course runs at a time. `cancelCourseDownload` stops it; what was stored so far
 * stays and is reused by the next attempt.
 */
import type { Course } from '@/common/courses/course-schema.ts';
import { ApiError } from '@/src/lib/api-client.ts';
import { useCourseDownloadStore } from '../stores/course-download-store.ts';
import { downloadCourse } from './download-course.ts';

const running = new Map<string, AbortController>();

export async function startCourseDownload(owner: string, course: Course): Promise<void> {
  if (running.has(course.id)) return;
  const controller = new AbortController();
  running.set(course.id, controller);
  const store = useCourseDownloadStore.getState();
  try {
    await downloadCourse(
      owner,
      course,
      (progress) => store.setProgress(course.id, progress),
      controller.signal,
    );
    store.clear(course.id);
  } catch (error) {
    if (controller.signal.aborted) {
      store.clear(course.id);
    } else {
      const offline = !navigator.onLine || (error instanceof ApiError && error.kind === 'network');
      const quota = error instanceof DOMException && error.name === 'QuotaExceededError';
      store.fail(
        course.id,
        quota
          ? 'There is not enough storage space on this device. Free some space and try again.'
          : offline
            ? 'The download stopped because the connection dropped. Try again when you are online; what was already saved is kept.'
            : error instanceof Error
              ? `The download failed: ${error.message}`
              : 'The download failed. Please try again.',
      );
    }
  } finally {
    running.delete(course.id);
  }
}

export function cancelCourseDownload(courseId: string): void {
  running.get(courseId)?.abort();
}
