import { useState } from 'react';
import type { Lesson } from '@/common/courses/lesson-schema.ts';
import { LessonIcon } from './lesson-icon.tsx';
import styles from './lesson-player.module.css';

/**
 * The player area: a real `<video>` (streamed with Range requests, or from the offline cache)
 * when the lesson has a video file, otherwise the placeholder of product.md#lessons.
 */
export function LessonPlayer({ lesson, online }: { lesson: Lesson; online: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);

  if (!lesson.videoUrl) {
    return (
      <div className={styles.placeholder} role="img" aria-label="No video for this lesson">
        <LessonIcon name="text" size={28} />
        <p className={styles.placeholderTitle}>This lesson is a reading lesson</p>
        <p className={styles.placeholderText}>
          There is no video for it yet. The lesson text is below.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <video
        key={lesson.videoUrl}
        className={styles.video}
        controls
        preload="metadata"
        playsInline
        aria-label={`Video: ${lesson.title}`}
        onError={() =>
          setFailed(
            online
              ? 'The video could not be played. Please try again later.'
              : 'This video is not saved on this device. Use "Make available offline" while connected to watch it offline.',
          )
        }
        onLoadedData={() => setFailed(null)}
      >
        <source src={lesson.videoUrl} type={lesson.videoMimeType ?? undefined} />
      </video>
      {failed ? (
        <p className={styles.error} role="status">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
