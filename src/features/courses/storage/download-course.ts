/**
 * "Make available offline" for one course: stores the course outline, every lesson's content and
 * exercises, the engines those exercises run in (read-course-engines.ts: SQLite, PostgreSQL,
 * DuckDB, Python, as they list them) and every lesson video in the service worker's caches, under
 * the URLs the app requests them by, so the whole course reads, and its exercises check, offline.
 * Engine files go through the one engine-caching mechanism Practice uses too
 * (src/lib/cache-engine-files.ts). Videos and engine files already stored are skipped (their
 * names never change), so a retry after a dropped connection resumes instead of starting over.
 * Progress is reported in items and bytes; the result records what was stored, for "Remove
 * download" (which leaves the engines: Practice and other courses share them).
 */
import { RUNTIME_CACHES } from '@/common/cache-names.ts';
import { API_ROUTES, apiPaths } from '@/common/http/api-paths.ts';
import type { Course } from '@/common/courses/course-schema.ts';
import type { LessonDownloadRow } from '@/common/courses/courses-rows-schema.ts';
import { ApiError } from '@/src/lib/api-client.ts';
import { db } from '@/src/lib/db.ts';
import { DownloadHttpError, downloadWithProgress } from '@/src/lib/download-with-progress.ts';
import { fetchCourseOutline } from '../api/fetch-course-outline.ts';
import { fetchLesson } from '../api/fetch-lesson.ts';
import { lessonExercisePath } from '@/common/content/lesson-exercise-paths.ts';
import { fetchStaticAsset } from '@/src/lib/fetch-static-asset.ts';
import { cacheEngineFiles } from '@/src/lib/cache-engine-files.ts';
import { apiCacheUrl } from './api-cache-url.ts';
import { readCourseEngines } from './read-course-engines.ts';

export interface DownloadProgress {
  doneItems: number;
  totalItems: number;
  doneBytes: number;
  /** Known sizes only (lesson texts are counted as they arrive). */
  totalBytes: number;
}

/** Lessons fetched in parallel: enough to hide latency, few enough not to flood the server. */
const LESSON_CONCURRENCY = 4;

function jsonResponse(bytes: Uint8Array<ArrayBuffer>): Response {
  return new Response(bytes, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(bytes.byteLength),
    },
  });
}

const encoder = new TextEncoder();

/**
 * A video's failure as the API client reports one (kind and message), like the lesson requests
 * around it: start-course-download tells a dropped connection by `kind: 'network'`.
 */
function asApiError(error: unknown): unknown {
  if (error instanceof DownloadHttpError) {
    return new ApiError(
      'http',
      error.status,
      `http_${error.status}`,
      'A file could not be downloaded.',
    );
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError('aborted', 0, 'aborted', 'The download was cancelled.');
  }
  if (error instanceof TypeError) {
    return new ApiError(
      'network',
      0,
      'network',
      'The download stopped. Check your connection and try again.',
    );
  }
  return error;
}

export async function downloadCourse(
  owner: string,
  course: Course,
  onProgress: (progress: DownloadProgress) => void,
  signal: AbortSignal,
): Promise<LessonDownloadRow> {
  if (typeof caches === 'undefined') {
    throw new Error('This browser cannot store courses for offline use.');
  }
  // Ask the browser not to evict what the user explicitly downloaded (page context only).
  await navigator.storage?.persist?.().catch(() => false);

  const lessons = course.modules.flatMap((module) => module.lessons);
  const videos = [
    ...new Map(
      lessons
        .filter((lesson) => lesson.videoUrl)
        .map((lesson) => [lesson.videoUrl ?? '', lesson.videoSizeBytes ?? 0] as const),
    ),
  ];
  const engines = await readCourseEngines(course, signal).catch((error: unknown) => {
    throw asApiError(error);
  });
  const progress: DownloadProgress = {
    doneItems: 0,
    totalItems: 1 + lessons.length + engines.files.length + videos.length,
    doneBytes: 0,
    totalBytes: engines.bytes + videos.reduce((sum, [, size]) => sum + size, 0),
  };
  const report = () => onProgress({ ...progress });
  report();

  const apiCache = await caches.open(RUNTIME_CACHES.lessonsApi);
  const mediaCache = await caches.open(RUNTIME_CACHES.lessonMedia);
  const urls: string[] = [];

  // The outline, so the dashboard itself opens offline (shared by every course: never removed).
  const outline = await fetchCourseOutline(signal);
  await apiCache.put(
    apiCacheUrl(API_ROUTES.courses.outline),
    jsonResponse(encoder.encode(JSON.stringify({ courses: outline }))),
  );
  progress.doneItems += 1;
  report();

  const queue = [...lessons];
  const worker = async () => {
    for (let lesson = queue.shift(); lesson; lesson = queue.shift()) {
      const content = await fetchLesson(lesson.id, signal);
      const body = encoder.encode(JSON.stringify(content));
      const url = apiCacheUrl(apiPaths.courses.lesson(lesson.id));
      await apiCache.put(url, jsonResponse(body));
      urls.push(url);
      // The lesson's graded exercises, so Check works offline too (same cache the service worker
      // reads them through, sw/sw.ts).
      for (const paragraph of content.paragraphs) {
        if (paragraph.type !== 'exercise' || !paragraph.exerciseId) continue;
        const path = lessonExercisePath(paragraph.exerciseId);
        const response = await fetchStaticAsset(path, { signal });
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
        const exercise = new Uint8Array(await response.arrayBuffer());
        const exerciseUrl = new URL(path, window.location.origin).href;
        await apiCache.put(exerciseUrl, jsonResponse(exercise));
        urls.push(exerciseUrl);
        progress.doneBytes += exercise.byteLength;
        progress.totalBytes += exercise.byteLength;
      }
      progress.doneItems += 1;
      progress.doneBytes += body.byteLength;
      progress.totalBytes += body.byteLength;
      report();
    }
  };
  await Promise.all(Array.from({ length: LESSON_CONCURRENCY }, worker));

  // The exercises' engines, so Check runs offline in any engine the exercises list.
  const itemsBefore = progress.doneItems;
  const bytesBefore = progress.doneBytes;
  await cacheEngineFiles(
    engines.files,
    ({ doneFiles, loadedBytes }) => {
      progress.doneItems = itemsBefore + doneFiles;
      progress.doneBytes = bytesBefore + loadedBytes;
      report();
    },
    signal,
  ).catch((error: unknown) => {
    throw asApiError(error);
  });

  for (const [url, size] of videos) {
    const absolute = new URL(url, window.location.origin).toString();
    urls.push(absolute);
    const cached = await mediaCache.match(absolute);
    if (cached) {
      progress.doneBytes += size;
    } else {
      const before = progress.doneBytes;
      const { blob, headers } = await downloadWithProgress(url, {
        signal,
        onProgress: ({ loaded }) => {
          progress.doneBytes = before + loaded;
          report();
        },
      }).catch((error: unknown) => {
        throw asApiError(error);
      });
      const contentType = headers.get('Content-Type') ?? blob.type;
      await mediaCache.put(
        absolute,
        new Response(blob, {
          headers: { 'Content-Type': contentType, 'Content-Length': String(blob.size) },
        }),
      );
      progress.doneBytes = before + blob.size;
    }
    progress.doneItems += 1;
    report();
  }

  const row: LessonDownloadRow = {
    courseId: course.id,
    owner,
    lessonIds: lessons.map((lesson) => lesson.id),
    urls,
    bytes: progress.doneBytes,
    downloadedAt: new Date().toISOString(),
  };
  await db.lessonDownloads.put(row);
  return row;
}
