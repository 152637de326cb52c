import { useEffect, useState } from 'react';
import { formatBytes } from '@/common/format-bytes.ts';
import type { Course } from '@/common/courses/course-schema.ts';
import type { EngineGroup } from '@/common/practice/engine-assets.ts';
import { lessonDownloadRowSchema } from '@/common/courses/courses-rows-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import { SQL_DIALECT_LABELS } from '@/src/components/ui/sql-dialect-control.tsx';
import { db } from '@/src/lib/db.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';
import { useCourseEngines, type CourseEnginesState } from '../hooks/use-course-engines.ts';
import { removeCourseDownload } from '../storage/remove-course-download.ts';
import { cancelCourseDownload, startCourseDownload } from '../storage/start-course-download.ts';
import { useCourseDownloadStore } from '../stores/course-download-store.ts';
import { LessonIcon } from './lesson-icon.tsx';
import styles from './offline-download-panel.module.css';

/** Total storage this origin uses, as the browser reports it (undefined where unsupported). */
function useStorageUsage(refreshKey: unknown): number | undefined {
  const [usage, setUsage] = useState<number>();
  useEffect(() => {
    let cancelled = false;
    void navigator.storage
      ?.estimate?.()
      .then((estimate) => {
        if (!cancelled) setUsage(estimate.usage);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [refreshKey]);
  return usage;
}

const ENGINE_LABELS: Record<EngineGroup, string> = {
  ...SQL_DIALECT_LABELS,
  python: 'Python',
  editor: 'code editor',
};

/** "the engines its exercises run in (SQLite, PostgreSQL, DuckDB, Python: 62 MB)". */
function enginesPhrase(engines: CourseEnginesState): string {
  const names = engines.engines.map((engine) => ENGINE_LABELS[engine]).join(', ');
  return `the engines its exercises run in (${names}: ${formatBytes(engines.bytes)})`;
}

/** "a", "a and b", "a, b and c". */
function joinPhrases(parts: readonly string[]): string {
  return parts.length < 2
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * "Make available offline" for the selected course (lessons, exercises, the engines they run in
 * and videos), with progress, size used and removal.
 */
export function OfflineDownloadPanel({
  course,
  owner,
  online,
}: {
  course: Course;
  owner: string;
  online: boolean;
}) {
  const download = useLiveQuery(`lesson-download:${owner}:${course.id}`, async () => {
    const row = await db.lessonDownloads.get(course.id);
    const parsed = lessonDownloadRowSchema.safeParse(row);
    // Rows written before lessons lower-cased the owner key carry the e-mail as the server spelled it.
    return parsed.success && parsed.data.owner.toLowerCase() === owner ? parsed.data : null;
  });
  const status = useCourseDownloadStore((state) => state.byCourse[course.id]);
  const refreshKey = `${download?.downloadedAt ?? 'none'}-${status?.phase ?? 'idle'}`;
  const usage = useStorageUsage(refreshKey);
  const engines = useCourseEngines(course, refreshKey);
  const withEngines = engines && engines.files.length > 0 ? engines : undefined;
  // Saved before downloads took the engines (or the browser evicted them): "Update download".
  const enginesMissing = Boolean(download && withEngines && !withEngines.cached);
  const [removing, setRemoving] = useState(false);

  const lessons = course.modules.flatMap((module) => module.lessons);
  const videos = lessons.filter((lesson) => lesson.videoUrl);
  const videoBytes = videos.reduce((sum, lesson) => sum + (lesson.videoSizeBytes ?? 0), 0);
  const missing = download
    ? lessons.filter((lesson) => !download.lessonIds.includes(lesson.id)).length
    : 0;
  const start = () => void startCourseDownload(owner, course);
  const remove = async () => {
    setRemoving(true);
    try {
      await removeCourseDownload(course.id);
    } finally {
      setRemoving(false);
    }
  };

  let body;
  if (status?.phase === 'downloading') {
    const { doneItems, totalItems, doneBytes, totalBytes } = status.progress;
    body = (
      <>
        <p className={styles.line} role="status">
          Saving {course.title} for offline use: {doneItems} of {totalItems} items (
          {formatBytes(doneBytes)} of {formatBytes(totalBytes)})
        </p>
        <ProgressBar
          value={totalItems === 0 ? 0 : doneItems / totalItems}
          label={`Download of ${course.title}`}
          valueText={`${doneItems} of ${totalItems} items`}
        />
        <Button variant="ghost" size="small" onClick={() => cancelCourseDownload(course.id)}>
          Cancel
        </Button>
      </>
    );
  } else if (download) {
    body = (
      <>
        <p className={styles.ready}>
          <LessonIcon name="check" size={18} /> Available offline
          <span className={styles.muted}> · {formatBytes(download.bytes)} on this device</span>
        </p>
        {missing > 0 ? (
          <p className={styles.line}>
            {missing} new {missing === 1 ? 'lesson was' : 'lessons were'} added since you saved this
            course.
          </p>
        ) : null}
        {enginesMissing && withEngines ? (
          <p className={styles.line}>
            To check its exercises offline, update the download to add {enginesPhrase(withEngines)}.
          </p>
        ) : null}
        <div className={styles.buttons}>
          {missing > 0 || enginesMissing ? (
            <Button size="small" onClick={start} disabled={!online}>
              <LessonIcon name="download" size={16} /> Update download
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="small"
            onClick={() => void remove()}
            disabled={removing}
          >
            {removing ? 'Removing...' : 'Remove download'}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.line}>
          Save{' '}
          {joinPhrases([
            `all ${lessons.length} lessons`,
            ...(videos.length > 0 ? [`${videos.length} videos (${formatBytes(videoBytes)})`] : []),
            ...(withEngines ? [enginesPhrase(withEngines)] : []),
          ])}{' '}
          on this device to study without a connection.
        </p>
        <Button size="small" onClick={start} disabled={!online}>
          <LessonIcon name="download" size={16} /> Make available offline
        </Button>
        {!online ? (
          <p className={styles.muted}>Connect to the internet to download this course.</p>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.panel} aria-label="Offline access">
      {body}
      {status?.phase === 'failed' ? (
        <div className={styles.error} role="alert">
          <p>{status.message}</p>
          <Button variant="secondary" size="small" onClick={start} disabled={!online}>
            Try again
          </Button>
        </div>
      ) : null}
      {usage !== undefined && (download || status) ? (
        <p className={styles.muted}>
          Nyra uses {formatBytes(usage)} of storage on this device in total.
        </p>
      ) : null}
    </section>
  );
}
