import { Link } from 'react-router';
import type { Course } from '@/common/courses/course-schema.ts';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import { addVideoHref } from '../logic/add-video-href.ts';
import { editModuleHref } from '../logic/edit-module-href.ts';
import type { CourseProgress } from '../logic/compute-course-progress.ts';
import { LessonIcon } from './lesson-icon.tsx';
import styles from './module-list.module.css';

interface ModuleListProps {
  course: Course;
  progress: CourseProgress;
  selectedLessonId: string | null;
  expanded: ReadonlySet<string>;
  highlightModuleId?: string;
  /** Admins get the edit pencil and "Add video"; learners see only the lessons. */
  canAuthor: boolean;
  onToggle: (moduleId: string) => void;
  lessonHref: (lessonId: string) => string;
}

/** Left panel of product.md#lessons: modules as collapsible items listing their videos (lessons). */
export function ModuleList(props: ModuleListProps) {
  const { course, progress, selectedLessonId, expanded } = props;
  if (course.modules.length === 0) {
    return <p className={styles.empty}>This course has no modules yet.</p>;
  }
  return (
    <ol className={styles.modules}>
      {course.modules.map((module, moduleIndex) => {
        const open = expanded.has(module.id);
        const counts = progress.byModule.get(module.id) ?? { completed: 0, total: 0 };
        const panelId = `module-panel-${module.id}`;
        return (
          <li
            key={module.id}
            className={[
              styles.module,
              props.highlightModuleId === module.id ? styles.highlight : '',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <div className={styles.header}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => props.onToggle(module.id)}
              >
                <span className={open ? styles.chevronOpen : styles.chevron}>
                  <LessonIcon name="chevron" size={18} />
                </span>
                <span className={styles.heading}>
                  <span className={styles.index}>Module {moduleIndex + 1}</span>
                  <span className={styles.moduleTitle}>{module.title}</span>
                  <span className={styles.count}>
                    {counts.completed} of {counts.total} complete
                  </span>
                </span>
              </button>
              {props.canAuthor ? (
                <Link
                  className={styles.iconButton}
                  aria-label={`Edit module ${module.title}`}
                  title="Edit module"
                  // product.md#module-form: the module form in edit mode.
                  to={editModuleHref(course.id, module.id)}
                >
                  <LessonIcon name="pencil" size={16} />
                </Link>
              ) : null}
            </div>
            <ProgressBar
              size="small"
              tone={counts.total > 0 && counts.completed === counts.total ? 'success' : 'primary'}
              value={counts.total === 0 ? 0 : counts.completed / counts.total}
              label={`${module.title} progress`}
              valueText={`${counts.completed} of ${counts.total} lessons complete`}
            />
            <div id={panelId} hidden={!open} className={styles.panel}>
              {module.blurb ? <p className={styles.blurb}>{module.blurb}</p> : null}
              {module.lessons.length === 0 ? (
                <p className={styles.noLessons}>No videos in this module yet.</p>
              ) : (
                <ul className={styles.lessons}>
                  {module.lessons.map((lesson) => {
                    const done = progress.completedLessonIds.has(lesson.id);
                    const current = lesson.id === selectedLessonId;
                    return (
                      <li key={lesson.id}>
                        <Link
                          to={props.lessonHref(lesson.id)}
                          className={styles.lesson}
                          aria-current={current ? 'page' : undefined}
                        >
                          <span className={done ? styles.statusDone : styles.status}>
                            <LessonIcon
                              name={done ? 'check' : lesson.videoUrl ? 'play' : 'circle'}
                              size={16}
                            />
                          </span>
                          <span className={styles.lessonText}>
                            <span className={styles.lessonTitle}>{lesson.title}</span>
                            <span className={styles.lessonMeta}>
                              {lesson.videoUrl ? 'Video · ' : ''}
                              {lesson.readingMinutes} min read
                              {done ? <span className="visually-hidden"> · completed</span> : null}
                            </span>
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              )}
              {props.canAuthor ? (
                <Link
                  className={styles.addVideo}
                  to={addVideoHref(course.title, module.id, module.title)}
                >
                  <LessonIcon name="plus" size={16} /> Add video
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
