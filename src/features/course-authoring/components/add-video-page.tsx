/**
 * Add New Video (product.md#lesson-form): reads `course` (default Data Engineering), `module` and
 * `moduleName` (default "Module"). A video file (checked here by its bytes and size, previewed),
 * Title, Display Order and content paragraphs (starting with one Text paragraph). Save uploads
 * the video with a progress bar, then creates the lesson; both are real API calls (admins only).
 * A failed upload or save keeps every field, the chosen file and an already uploaded video.
 * At /admin/video/edit?course=…&module=…&lesson=… the same form edits (and reorders) that
 * lesson, built-in ones included, prefilled from the lesson; its video stays unless a new file
 * is chosen (product.md#lesson-form).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatBytes } from '@/common/format-bytes.ts';
import type { VideoUploadResponse } from '@/common/courses/authoring-schema.ts';
import type { Lesson } from '@/common/courses/lesson-schema.ts';
import { DEFAULT_COURSE_NAME, DEFAULT_MODULE_NAME } from '@/common/courses/courses-limits.ts';
import { APP_ROUTES } from '@/common/routes.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { FormField } from '@/src/components/ui/form-field.tsx';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import { ApiError } from '@/src/lib/api-client.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { createLesson } from '../api/create-lesson.ts';
import { fetchLesson } from '../api/fetch-lesson.ts';
import { updateLesson } from '../api/update-lesson.ts';
import { uploadVideo } from '../api/upload-video.ts';
import { checkVideoFile } from '../logic/check-video-file.ts';
import { newParagraphDraft, type ParagraphDraft } from '../logic/paragraph-draft.ts';
import { parseDisplayOrder } from '../logic/parse-display-order.ts';
import { findCourse, useAuthoringContext, videoCap } from '../hooks/use-authoring-context.ts';
import { useDisplayOrder } from '../hooks/use-display-order.ts';
import { AuthoringFormActions } from './authoring-form-actions.tsx';
import styles from './authoring-form.module.css';
import { AuthoringFrame } from './authoring-frame.tsx';
import { AuthoringNotices } from './authoring-notices.tsx';
import { DisplayOrderField } from './display-order-field.tsx';
import { AuthoringRefusal } from './authoring-refusal.tsx';
import { ParagraphEditor } from './paragraph-editor.tsx';
import { TitleField } from './title-field.tsx';

interface Errors {
  title?: string;
  displayOrder?: string;
  video?: string;
  module?: string;
  paragraphs: Record<string, string | undefined>;
}

/** The limit and the chosen file's size: "200 MB", "4.2 MB", "830 KB". */
const SIZE_LABEL = { smallest: 'KB', largest: 'MB' } as const;

export function AddVideoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = useSessionStore((state) => state.session?.email ?? '');
  const courseName = params.get('course')?.trim() || DEFAULT_COURSE_NAME;
  const moduleParam = params.get('module')?.trim() ?? '';
  const moduleName = params.get('moduleName')?.trim() || DEFAULT_MODULE_NAME;
  const context = useAuthoringContext();
  const editing = useLocation().pathname === APP_ROUTES.adminVideoEdit;
  const editedId = editing ? (params.get('lesson')?.trim() ?? '') : '';
  const heading = editing ? 'Edit Video' : 'Add New Video';
  const [loaded, setLoaded] = useState<
    | { status: 'loading' }
    | { status: 'ready'; lesson: Lesson }
    | { status: 'failed'; message: string }
  >({ status: 'loading' });
  const edited: typeof loaded =
    editing && !editedId
      ? {
          status: 'failed',
          message: 'No video was chosen. Go back to the lessons and use Edit on a video.',
        }
      : loaded;
  const [prefilledId, setPrefilledId] = useState<string>();

  const [title, setTitle] = useState('');
  const order = useDisplayOrder();
  const [paragraphs, setParagraphs] = useState<ParagraphDraft[]>(() => [newParagraphDraft()]);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; video: VideoUploadResponse } | null>(null);
  const [chosenModuleId, setChosenModuleId] = useState('');
  const [errors, setErrors] = useState<Errors>({ paragraphs: {} });
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  useEffect(() => {
    if (!editedId) return;
    const controller = new AbortController();
    fetchLesson(editedId, controller.signal).then(
      (lesson) => setLoaded({ status: 'ready', lesson }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({
          status: 'failed',
          message:
            failure instanceof ApiError && failure.status === 404
              ? 'This video no longer exists. Go back to the lessons and choose another.'
              : 'Could not load this video. Check your connection and try again.',
        });
      },
    );
    return () => controller.abort();
  }, [editedId]);

  // Edit mode: fill the form once, when the lesson has loaded (never over what the admin typed).
  // Graded exercises come from content files only: the form leaves them out and the server keeps them.
  if (edited.status === 'ready' && prefilledId !== edited.lesson.id) {
    const { lesson } = edited;
    setPrefilledId(lesson.id);
    setTitle(lesson.title);
    order.change(String(lesson.displayOrder));
    const editable = lesson.paragraphs.flatMap((paragraph) =>
      paragraph.type === 'exercise' ? [] : [{ ...paragraph, type: paragraph.type }],
    );
    setParagraphs(
      editable.length > 0
        ? editable.map((paragraph) => ({
            ...newParagraphDraft(),
            subtitle: paragraph.subtitle ?? '',
            content: paragraph.content,
            type: paragraph.type,
            language: paragraph.language ?? null,
          }))
        : [newParagraphDraft()],
    );
  }

  const course = context.status === 'ready' ? findCourse(context.courses, courseName) : undefined;
  const moduleFromParam = course?.modules.find((module) => module.id === moduleParam);
  const moduleId = moduleFromParam?.id ?? (course ? chosenModuleId : moduleParam);
  const needsModuleChoice = Boolean(course) && !moduleFromParam;
  const backTo = course
    ? `${APP_ROUTES.lessons}?course=${encodeURIComponent(course.id)}`
    : APP_ROUTES.lessons;

  const clearError = (patch: Partial<Omit<Errors, 'paragraphs'>>) => {
    setErrors((current) => ({ ...current, ...patch }));
    setFormError(undefined);
  };

  const chooseFile = async (picked: File | undefined) => {
    if (!picked) return;
    const problem = await checkVideoFile(picked, videoCap(context));
    if (problem) {
      clearError({ video: problem });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFile(picked);
    setPreviewUrl(URL.createObjectURL(picked));
    clearError({ video: undefined });
  };
  const removeFile = () => {
    setFile(null);
    setPreviewUrl(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const updateParagraph = (id: string, patch: Partial<ParagraphDraft>) => {
    setParagraphs((current) => current.map((p) => (p.id === id ? { ...p, ...patch } : p)));
    setErrors((current) => ({
      ...current,
      paragraphs: { ...current.paragraphs, [id]: undefined },
    }));
  };

  const validate = (orderValue: string): Errors => {
    const found: Errors = { paragraphs: {} };
    if (title.trim() === '') found.title = 'Title is required';
    const parsedOrder = parseDisplayOrder(orderValue);
    if (parsedOrder.error) found.displayOrder = parsedOrder.error;
    if (!moduleId) found.module = 'Choose the module this video belongs to';
    for (const paragraph of paragraphs) {
      if (paragraph.content.trim() === '' && paragraph.subtitle.trim() !== '') {
        found.paragraphs[paragraph.id] = 'Add content to this paragraph, or delete it';
      }
    }
    return found;
  };
  const hasErrors = (found: Errors) =>
    Boolean(found.title || found.displayOrder || found.module || found.video) ||
    Object.values(found.paragraphs).some(Boolean);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const orderValue = order.normalise();
    const found = validate(orderValue);
    setErrors(found);
    if (hasErrors(found)) {
      setFormError('Please fix the fields marked below.');
      return;
    }
    if (editing && edited.status !== 'ready') {
      setFormError(
        edited.status === 'failed' ? edited.message : 'The video is still loading. Try again.',
      );
      return;
    }
    setSaving(true);
    setFormError(undefined);
    const kept = paragraphs.filter((p) => p.content.trim() !== '');
    try {
      let video = uploaded && uploaded.file === file ? uploaded.video : null;
      if (file && !video) {
        setUploadProgress(0);
        video = await uploadVideo(file, ({ loaded, total }) =>
          setUploadProgress(total > 0 ? loaded / total : 0),
        );
        setUploaded({ file, video });
        setUploadProgress(1);
      }
      const input = {
        title: title.trim(),
        displayOrder: parseDisplayOrder(orderValue).value,
        paragraphs: kept.map((p) => ({
          subtitle: p.subtitle.trim() || null,
          type: p.type,
          content: p.content,
          ...(p.type === 'code' && p.language ? { language: p.language } : {}),
        })),
      };
      const created = editing
        ? // No new file: the lesson keeps its video.
          await updateLesson(editedId, video ? { ...input, videoFileId: video.id } : input)
        : await createLesson(moduleId, { ...input, videoFileId: video?.id ?? null });
      await navigate(
        `${APP_ROUTES.lessons}?${new URLSearchParams({ course: created.courseId, lesson: created.id })}`,
        { state: { highlightModuleId: created.moduleId } },
      );
    } catch (failure) {
      setSaving(false);
      setUploadProgress(null);
      if (!(failure instanceof ApiError)) {
        setFormError('The video could not be saved. Please try again.');
        return;
      }
      const fields = failure.fields ?? {};
      const paragraphErrors: Record<string, string | undefined> = {};
      kept.forEach((p, index) => {
        paragraphErrors[p.id] =
          fields[`paragraphs.${index}.content`] ?? fields[`paragraphs.${index}.subtitle`];
      });
      const videoError =
        fields.video_file ??
        fields.videoFileId ??
        (failure.status === 413 || failure.status === 415 ? failure.message : undefined);
      if (fields.videoFileId) setUploaded(null);
      setErrors({
        title: fields.title,
        displayOrder: fields.displayOrder,
        video: videoError,
        paragraphs: paragraphErrors,
      });
      setFormError(failure.message);
    }
  };

  const subtitle = (
    <>
      Course: <strong>{course?.title ?? courseName}</strong> · Module:{' '}
      <strong>{moduleFromParam?.title ?? moduleName}</strong>
    </>
  );

  if (context.status === 'loading' || (editing && edited.status === 'loading')) {
    return (
      <AuthoringFrame title={heading} subtitle={subtitle} closeTo={backTo}>
        <p className={styles.loading} role="status">
          {context.status === 'loading' ? 'Checking your access...' : 'Loading the video...'}
        </p>
      </AuthoringFrame>
    );
  }
  if (context.permissions && !context.permissions.canAuthor) {
    return (
      <AuthoringFrame title={heading} subtitle={subtitle} closeTo={backTo}>
        <AuthoringRefusal email={email} backTo={backTo} />
      </AuthoringFrame>
    );
  }

  const cap = videoCap(context);
  return (
    <AuthoringFrame title={heading} subtitle={subtitle} closeTo={backTo} busy={saving}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <AuthoringNotices
          permissionsKnown={Boolean(context.permissions)}
          unknownCourseName={context.courses && !course ? courseName : null}
          item="video"
          formError={formError ?? (edited.status === 'failed' ? edited.message : undefined)}
        />

        {needsModuleChoice && course ? (
          <FormField id="video-module" label="Module" required error={errors.module}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={chosenModuleId}
                disabled={saving}
                onChange={(event) => {
                  setChosenModuleId(event.target.value);
                  clearError({ module: undefined });
                }}
              >
                <option value="">Choose a module</option>
                {course.modules.map((module) => (
                  <option key={module.id} value={module.id}>
                    {module.title}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}

        <FormField
          id="video-file"
          label="Video file"
          hint={
            editing && edited.status === 'ready' && edited.lesson.videoUrl
              ? `MP4, WebM, Ogg or QuickTime, up to ${formatBytes(cap, SIZE_LABEL)}. The current video stays unless you choose a new file.`
              : `MP4, WebM, Ogg or QuickTime, up to ${formatBytes(cap, SIZE_LABEL)}. Optional: without one, the lesson shows its text only.`
          }
          error={errors.video}
        >
          {(control) => (
            <>
              <div className={styles.fileRow}>
                <input
                  ref={fileInput}
                  {...control}
                  className={styles.fileInput}
                  type="file"
                  accept="video/*"
                  disabled={saving}
                  onChange={(event) => void chooseFile(event.target.files?.[0])}
                />
                {file ? (
                  <>
                    <span className={styles.fileName}>
                      {file.name} ({formatBytes(file.size, SIZE_LABEL)})
                    </span>
                    <Button variant="ghost" size="small" disabled={saving} onClick={removeFile}>
                      Remove
                    </Button>
                  </>
                ) : null}
              </div>
              {previewUrl ? (
                <video
                  className={styles.preview}
                  src={previewUrl}
                  controls
                  preload="metadata"
                  aria-label="Preview of the chosen video"
                />
              ) : null}
            </>
          )}
        </FormField>

        {uploadProgress !== null ? (
          <div className={styles.uploadProgress}>
            <ProgressBar value={uploadProgress} label="Video upload progress" />
            <p className={styles.hint} aria-live="polite">
              Uploading video: {Math.round(uploadProgress * 100)}%
            </p>
          </div>
        ) : null}

        <TitleField
          id="video-title"
          value={title}
          error={errors.title}
          disabled={saving}
          onChange={(value) => {
            setTitle(value);
            clearError({ title: undefined });
          }}
          onBlur={(value) =>
            clearError({ title: value.trim() === '' ? 'Title is required' : undefined })
          }
        />

        <DisplayOrderField
          id="video-order"
          hint="Videos are listed from the lowest number up."
          order={order}
          error={errors.displayOrder}
          disabled={saving}
          onEdit={() => clearError({ displayOrder: undefined })}
          onCheck={(error) => clearError({ displayOrder: error })}
        />

        <fieldset className={styles.paragraphs}>
          <legend className={styles.legend}>Content paragraphs</legend>
          {paragraphs.map((paragraph, index) => (
            <ParagraphEditor
              key={paragraph.id}
              paragraph={paragraph}
              index={index}
              canDelete={paragraphs.length > 1}
              disabled={saving}
              error={errors.paragraphs[paragraph.id]}
              onChange={(patch) => updateParagraph(paragraph.id, patch)}
              onDelete={() =>
                setParagraphs((current) => current.filter((p) => p.id !== paragraph.id))
              }
            />
          ))}
          <Button
            variant="secondary"
            className={styles.addParagraph}
            disabled={saving}
            onClick={() => setParagraphs((current) => [...current, newParagraphDraft()])}
          >
            Add Paragraph
          </Button>
        </fieldset>

        <AuthoringFormActions saving={saving} onCancel={() => void navigate(backTo)} />
      </form>
    </AuthoringFrame>
  );
}
