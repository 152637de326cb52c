import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LESSON_PROGRESS_DOC_TYPE } from '@/common/courses/progress-schema.ts';
import { SyncStatus } from '@/src/components/ui/sync-status.tsx';
import { editVideoHref } from '../logic/edit-video-href.ts';
import { lessonProgressSyncType } from '../storage/lesson-progress-sync-type.ts';
import type { CourseModule, LessonSummary } from '@/common/courses/course-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import type { LessonState } from '../hooks/use-lesson.ts';
import { LessonIcon } from './lesson-icon.tsx';
import { LessonParagraphs } from './lesson-paragraphs.tsx';
import { LessonPlayer } from './lesson-player.tsx';
import styles from './lesson-view.module.css';

interface LessonViewProps {
  state: LessonState;
  summary: LessonSummary;
  module: CourseModule;
  position: { index: number; total: number };
  completed: boolean;
  online: boolean;
  previous: LessonSummary | null;
  next: LessonSummary | null;
  onToggleComplete: (completed: boolean) => void;
  onSelect: (lessonId: string) => void;
  /** False for the lesson the page was loaded with. */
  focusOnShow: boolean;
  /** Admins get the lesson's "Edit" link; learners do not. */
  canAuthor: boolean;
  /** The signed-in learner, whose exercise drafts the editors keep. */
  owner: string;
  /** Ids of this lesson's exercises the learner has passed. */
  exercisesPassed: readonly string[];
  onExercisePassed: (exerciseId: string, lessonExerciseIds: string[]) => void;
}

/** The selected lesson: player area, title and description, its paragraphs and progress actions. */
export function LessonView(props: LessonViewProps) {
  const { state, summary, module, position, completed, online, previous, next, focusOnShow } =
    props;
  const { lesson, error, reload } = state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A lesson with graded exercises is completed by passing them (docs/product.md).
  const exerciseIds = (lesson?.paragraphs ?? []).flatMap((paragraph) =>
    paragraph.type === 'exercise' && paragraph.exerciseId ? [paragraph.exerciseId] : [],
  );
  const remaining = exerciseIds.filter((id) => !props.exercisesPassed.includes(id)).length;

  // When the user picks a lesson, move focus to it, so keyboard and screen-reader users land on
  // what they chose (and phones scroll to it). Not for the lesson a page load opened.
  useEffect(() => {
    if (!focusOnShow) return;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [summary.id, focusOnShow]);

  return (
    <article className={styles.view} aria-labelledby="lesson-title">
      {lesson ? <LessonPlayer lesson={lesson} online={online} /> : null}
      <header className={styles.header}>
        <p className={styles.crumb}>
          {module.title} · Lesson {position.index} of {position.total}
          {summary.readingMinutes > 0 ? ` · ${summary.readingMinutes} min read` : ''}
        </p>
        <h2 id="lesson-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {summary.title}
        </h2>
        {summary.description ? <p className={styles.description}>{summary.description}</p> : null}
        <div className={styles.actions}>
          {completed ? (
            <>
              <span className={styles.done}>
                <LessonIcon name="check" size={18} /> Completed
              </span>
              <Button variant="ghost" size="small" onClick={() => props.onToggleComplete(false)}>
                Mark as not complete
              </Button>
            </>
          ) : (
            <>
              <Button
                onClick={() => props.onToggleComplete(true)}
                disabled={!lesson || remaining > 0}
                aria-describedby={remaining > 0 ? 'lesson-exercises-left' : undefined}
              >
                <LessonIcon name="check" size={18} /> Mark as complete
              </Button>
              {remaining > 0 ? (
                <span id="lesson-exercises-left" className={styles.crumb}>
                  {remaining === 1
                    ? 'Pass the exercise below to complete this lesson.'
                    : `Pass the ${remaining} exercises below to complete this lesson.`}
                </span>
              ) : null}
            </>
          )}
          <SyncStatus
            docType={LESSON_PROGRESS_DOC_TYPE}
            docId={summary.id}
            describe={lessonProgressSyncType.describe}
          />
          {/* product.md#lesson-form: the video form in edit mode, for admins. */}
          {props.canAuthor ? (
            <Link
              className={styles.edit}
              to={editVideoHref(module.courseId, module.id, summary.id)}
              aria-label={`Edit video ${summary.title}`}
            >
              <LessonIcon name="pencil" size={16} /> Edit
            </Link>
          ) : null}
        </div>
      </header>

      {lesson ? (
        <LessonParagraphs
          paragraphs={lesson.paragraphs}
          owner={props.owner}
          exercisesPassed={props.exercisesPassed}
          onExercisePassed={(exerciseId) => props.onExercisePassed(exerciseId, exerciseIds)}
        />
      ) : error ? (
        <div className={styles.notice} role="alert">
          <p className={styles.noticeTitle}>
            {online || error.kind !== 'network'
              ? 'This lesson could not be loaded.'
              : 'This lesson is not saved on this device yet.'}
          </p>
          <p>
            {online || error.kind !== 'network'
              ? error.message
              : 'You are offline. Lessons you have opened before, and courses you made available offline, can still be read. Connect to the internet to open this one.'}
          </p>
          <Button variant="secondary" size="small" onClick={reload}>
            Try again
          </Button>
        </div>
      ) : (
        <p className={styles.loading} role="status">
          Loading lesson...
        </p>
      )}

      <nav className={styles.pager} aria-label="Lesson navigation">
        {previous ? (
          <Button variant="secondary" onClick={() => props.onSelect(previous.id)}>
            <LessonIcon name="arrowLeft" size={18} />
            <span>
              <span className={styles.pagerLabel}>Previous</span>
              <span className={styles.pagerTitle}>{previous.title}</span>
            </span>
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button
            variant={completed ? 'primary' : 'secondary'}
            onClick={() => props.onSelect(next.id)}
          >
            <span>
              <span className={styles.pagerLabel}>Next</span>
              <span className={styles.pagerTitle}>{next.title}</span>
            </span>
            <LessonIcon name="arrowRight" size={18} />
          </Button>
        ) : null}
      </nav>
    </article>
  );
}
