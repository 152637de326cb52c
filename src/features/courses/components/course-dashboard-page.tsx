/**
 * The course dashboard (product.md#lessons): greeting, course selector, collapsible modules with their
 * lessons, and the selected lesson (or "Select a video to start learning"). The selection lives
 * in the URL (?course=…&lesson=…), so reloads, links and the back button keep it. Progress is
 * read from IndexedDB and written there first; it syncs to the server in the background.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { LessonProgressRow } from '@/common/courses/courses-rows-schema.ts';
import { CAPSTONE_TRACKS } from '@/common/capstones/capstone-schema.ts';
import { APP_ROUTES, capstoneTrackPath } from '@/common/routes.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { isFirstVisit } from '@/src/lib/is-first-visit.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { addModuleHref } from '../logic/add-module-href.ts';
import { computeCourseProgress } from '../logic/compute-course-progress.ts';
import { recordLessonOpened } from '../storage/record-lesson-opened.ts';
import { recordExercisePassed } from '../storage/record-exercise-passed.ts';
import { setLessonCompleted } from '../storage/set-lesson-completed.ts';
import { useCourseOutline } from '../hooks/use-course-outline.ts';
import { useLesson } from '../hooks/use-lesson.ts';
import { useOnlineStatus } from '@/src/lib/use-online-status.ts';
import { useProgressRows } from '../hooks/use-progress-rows.ts';
import styles from './course-dashboard-page.module.css';
import { CourseOverview } from './course-overview.tsx';
import { CourseSelector } from './course-selector.tsx';
import { LessonIcon } from './lesson-icon.tsx';
import { LessonView } from './lesson-view.tsx';
import { ModuleList } from './module-list.tsx';

const EMPTY_ROWS: ReadonlyMap<string, LessonProgressRow> = new Map();
const EMPTY_PASSED: string[] = [];

interface DashboardNavigationState {
  /** Set by the authoring screens after a save, to show the new module. */
  highlightModuleId?: string;
}

interface CourseDashboardPageProps {
  /**
   * Shown under the greeting while no lesson is open: the app puts the plan's "Next up" here
   * (a feature never imports another; src/app composes them).
   */
  guidance?: ReactNode;
}

export function CourseDashboardPage({ guidance }: CourseDashboardPageProps = {}) {
  const session = useSessionStore((state) => state.session);
  const owner = session ? syncOwner(session) : '';
  const firstName = session?.first_name.trim() || 'there';
  // Authoring links only for admins (issue 24 §4): the lessons screen is for learning. The flag
  // comes from the server with the session; the authoring routes check again on every write.
  const canAuthor = session?.is_admin === true;
  // Read once per mount: the greeting must not change while the learner is on the page.
  const [firstVisit] = useState(() => (session ? isFirstVisit(session.email) : false));
  const online = useOnlineStatus();
  const { courses, error, reload } = useCourseOutline();
  const rows = useProgressRows(owner) ?? EMPTY_ROWS;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const highlightModuleId = (location.state as DashboardNavigationState | null)?.highlightModuleId;
  const lessonId = params.get('lesson');
  // The lesson a page load (reload, link) opened keeps the page at the top; later picks get focus.
  const [initialLessonId] = useState(lessonId);
  const courseParam = params.get('course');

  const course = useMemo(() => {
    if (!courses) return undefined;
    const byParam = courseParam
      ? courses.find(
          (c) => c.id === courseParam || c.title.toLowerCase() === courseParam.toLowerCase(),
        )
      : undefined;
    const byLesson = lessonId
      ? courses.find((c) => c.modules.some((m) => m.lessons.some((l) => l.id === lessonId)))
      : undefined;
    return byParam ?? byLesson ?? courses[0];
  }, [courses, courseParam, lessonId]);

  const flat = useMemo(
    () =>
      course?.modules.flatMap((module) => module.lessons.map((lesson) => ({ module, lesson }))) ??
      [],
    [course],
  );
  const selectedIndex = lessonId ? flat.findIndex((entry) => entry.lesson.id === lessonId) : -1;
  const selected = selectedIndex >= 0 ? flat[selectedIndex] : undefined;
  const progress = useMemo(
    () => (course ? computeCourseProgress(course, rows) : undefined),
    [course, rows],
  );
  // Fetched from the URL at once, in parallel with the outline (no waterfall on a deep link).
  const lessonState = useLesson(lessonId);

  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const autoExpand = selected?.module.id ?? highlightModuleId ?? course?.modules[0]?.id;
  useEffect(() => {
    if (autoExpand)
      setExpanded((current) =>
        current.has(autoExpand) ? current : new Set(current).add(autoExpand),
      );
  }, [autoExpand]);
  const toggleModule = useCallback((moduleId: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(moduleId)) next.delete(moduleId);
      else next.add(moduleId);
      return next;
    });
  }, []);

  const openedLessonId = lessonState.lesson?.id;
  useEffect(() => {
    if (owner && openedLessonId) void recordLessonOpened(owner, openedLessonId);
  }, [owner, openedLessonId]);

  const lessonHref = useCallback(
    (id: string) =>
      `${APP_ROUTES.lessons}?${new URLSearchParams({ ...(course ? { course: course.id } : {}), lesson: id })}`,
    [course],
  );
  const selectCourse = (courseId: string) => setParams({ course: courseId });
  const selectLesson = (id: string) =>
    setParams({ ...(course ? { course: course.id } : {}), lesson: id });

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.greeting}>
            {firstVisit ? `Welcome, ${firstName}` : `Welcome back, ${firstName}`}
          </h1>
          <p className={styles.lede}>
            Pick a module and keep building your skills, one lesson at a time.
          </p>
        </div>
        {courses && course ? (
          <CourseSelector courses={courses} selectedId={course.id} onSelect={selectCourse} />
        ) : null}
      </header>

      {guidance && !lessonId ? guidance : null}

      {!online ? (
        <p className={styles.offline} role="status">
          <LessonIcon name="offline" size={18} /> You are offline. Lessons you have opened and
          courses you saved for offline use are still available.
        </p>
      ) : null}

      {!courses ? (
        error ? (
          <div className={styles.notice} role="alert">
            <p className={styles.noticeTitle}>
              {error.kind === 'network'
                ? 'Your courses are not saved on this device yet.'
                : 'Your courses could not be loaded.'}
            </p>
            <p>
              {error.kind === 'network'
                ? 'Connect to the internet to load them; afterwards, lessons you open stay readable offline.'
                : error.message}
            </p>
            <Button variant="secondary" size="small" onClick={reload}>
              Try again
            </Button>
          </div>
        ) : (
          <p className={styles.loading} role="status">
            Loading your courses...
          </p>
        )
      ) : !course || !progress ? (
        <p className={styles.loading}>No courses are available yet.</p>
      ) : (
        <div className={`${styles.body} ${selected ? styles.hasLesson : ''}`}>
          <div className={styles.overviewArea}>
            <CourseOverview
              course={course}
              progress={progress}
              owner={owner}
              online={online}
              lessonHref={lessonHref}
            />
          </div>
          <aside className={styles.sidebar} aria-label={`${course.title} modules`}>
            <div className={styles.sidebarHeader}>
              <h2 className={styles.sidebarTitle}>Modules</h2>
              {canAuthor ? (
                <Link className={styles.addModule} to={addModuleHref(course.title)}>
                  <LessonIcon name="plus" size={16} /> Add module
                </Link>
              ) : null}
            </div>
            <ModuleList
              course={course}
              progress={progress}
              selectedLessonId={selected?.lesson.id ?? null}
              expanded={expanded}
              highlightModuleId={highlightModuleId}
              canAuthor={canAuthor}
              onToggle={toggleModule}
              lessonHref={lessonHref}
            />
            {(CAPSTONE_TRACKS as readonly string[]).includes(course.id) ? (
              <Link className={styles.capstones} to={capstoneTrackPath(course.id)}>
                Capstones
              </Link>
            ) : null}
          </aside>
          <section className={styles.main} aria-label="Lesson">
            {selected ? (
              <LessonView
                state={lessonState}
                summary={selected.lesson}
                module={selected.module}
                position={{
                  index: selected.module.lessons.indexOf(selected.lesson) + 1,
                  total: selected.module.lessons.length,
                }}
                completed={progress.completedLessonIds.has(selected.lesson.id)}
                online={online}
                canAuthor={canAuthor}
                previous={flat[selectedIndex - 1]?.lesson ?? null}
                next={flat[selectedIndex + 1]?.lesson ?? null}
                onToggleComplete={(done) =>
                  void setLessonCompleted(owner, selected.lesson.id, done)
                }
                owner={owner}
                exercisesPassed={rows.get(selected.lesson.id)?.exercisesPassed ?? EMPTY_PASSED}
                onExercisePassed={(exerciseId, lessonExerciseIds) =>
                  void recordExercisePassed(
                    owner,
                    selected.lesson.id,
                    exerciseId,
                    lessonExerciseIds,
                  )
                }
                onSelect={selectLesson}
                focusOnShow={selected.lesson.id !== initialLessonId}
              />
            ) : (
              <div className={styles.empty}>
                <span className={styles.emptyIcon}>
                  <LessonIcon name="play" size={28} />
                </span>
                <p className={styles.emptyText}>Select a video to start learning</p>
                {lessonId ? (
                  <p className={styles.muted}>That lesson is not part of this course any more.</p>
                ) : null}
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
