/**
 * Add New Module (product.md#module-form): reads `course` (default Data Engineering); Title and Blurb are
 * required, Display Order is a whole number from 1 (non-numeric becomes 1). Save is real: it
 * creates the module through the API (admins only) and returns to the course dashboard, where
 * the new module is shown. On any error the message is shown and everything typed stays.
 * At /admin/module/edit?course=…&module=… the same form edits (and reorders) that module,
 * built-in ones included, prefilled from the course outline (product.md#module-form).
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { createModuleRequestSchema } from '@/common/courses/authoring-schema.ts';
import { DEFAULT_COURSE_NAME } from '@/common/courses/courses-limits.ts';
import { APP_ROUTES } from '@/common/routes.ts';
import { FormField } from '@/src/components/ui/form-field.tsx';
import { ApiError } from '@/src/lib/api-client.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { createModule } from '../api/create-module.ts';
import { updateModule } from '../api/update-module.ts';
import { parseDisplayOrder } from '../logic/parse-display-order.ts';
import { findCourse, useAuthoringContext } from '../hooks/use-authoring-context.ts';
import { useDisplayOrder } from '../hooks/use-display-order.ts';
import { AuthoringFormActions } from './authoring-form-actions.tsx';
import styles from './authoring-form.module.css';
import { AuthoringFrame } from './authoring-frame.tsx';
import { AuthoringNotices } from './authoring-notices.tsx';
import { DisplayOrderField } from './display-order-field.tsx';
import { AuthoringRefusal } from './authoring-refusal.tsx';
import { TitleField } from './title-field.tsx';

type Field = 'title' | 'blurb' | 'displayOrder';
type Errors = Partial<Record<Field, string>>;

function validate(title: string, blurb: string, order: string): Errors {
  const errors: Errors = {};
  if (title.trim() === '') errors.title = 'Title is required';
  if (blurb.trim() === '') errors.blurb = 'Blurb is required';
  const parsed = parseDisplayOrder(order);
  if (parsed.error) errors.displayOrder = parsed.error;
  return errors;
}

export function AddModulePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = useSessionStore((state) => state.session?.email ?? '');
  const courseName = params.get('course')?.trim() || DEFAULT_COURSE_NAME;
  const context = useAuthoringContext();
  const editing = useLocation().pathname === APP_ROUTES.adminModuleEdit;
  const editedId = editing ? (params.get('module')?.trim() ?? '') : '';
  const heading = editing ? 'Edit Module' : 'Add New Module';

  const [title, setTitle] = useState('');
  const [blurb, setBlurb] = useState('');
  const order = useDisplayOrder();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [prefilledId, setPrefilledId] = useState<string>();

  const course = context.status === 'ready' ? findCourse(context.courses, courseName) : undefined;
  const edited = editing ? course?.modules.find((module) => module.id === editedId) : undefined;
  // Edit mode: fill the form once, when the module is known (never over what the admin typed).
  if (edited && prefilledId !== edited.id) {
    setPrefilledId(edited.id);
    setTitle(edited.title);
    setBlurb(edited.blurb);
    order.change(String(edited.displayOrder));
  }
  const missingModule = editing && Boolean(course) && !edited;
  const backTo = course
    ? `${APP_ROUTES.lessons}?course=${encodeURIComponent(course.id)}`
    : APP_ROUTES.lessons;

  const blurField = (field: Field, value: string) => {
    const message = validate(
      field === 'title' ? value : title,
      field === 'blurb' ? value : blurb,
      order.value,
    )[field];
    setErrors((current) => ({ ...current, [field]: message }));
  };
  const edit = (field: Field, setter: (value: string) => void) => (value: string) => {
    setter(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const normalisedOrder = order.normalise();
    const found = validate(title, blurb, normalisedOrder);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (!course) {
      setFormError(
        context.status === 'ready' && context.courses
          ? `There is no course called "${courseName}".`
          : 'Could not load the courses. Check your connection and try again.',
      );
      return;
    }
    if (editing && !edited) {
      setFormError('This module no longer exists. Go back to the lessons and choose another.');
      return;
    }
    const input = createModuleRequestSchema.parse({
      title,
      blurb,
      displayOrder: parseDisplayOrder(normalisedOrder).value,
    });
    setSaving(true);
    setFormError(undefined);
    try {
      const created = edited
        ? await updateModule(edited.id, input)
        : await createModule(course.id, input);
      await navigate(`${APP_ROUTES.lessons}?course=${encodeURIComponent(course.id)}`, {
        state: { highlightModuleId: created.id },
      });
    } catch (failure) {
      setSaving(false);
      if (failure instanceof ApiError) {
        const fields = failure.fields ?? {};
        setErrors({ title: fields.title, blurb: fields.blurb, displayOrder: fields.displayOrder });
        setFormError(failure.message);
      } else {
        setFormError('The module could not be saved. Please try again.');
      }
    }
  };

  const subtitle = (
    <>
      Course: <strong>{course?.title ?? courseName}</strong>
    </>
  );

  if (context.status === 'loading') {
    return (
      <AuthoringFrame title={heading} subtitle={subtitle} closeTo={backTo}>
        <p className={styles.loading} role="status">
          Checking your access...
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

  return (
    <AuthoringFrame title={heading} subtitle={subtitle} closeTo={backTo} busy={saving}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <AuthoringNotices
          permissionsKnown={Boolean(context.permissions)}
          unknownCourseName={context.courses && !course ? courseName : null}
          item="module"
          formError={
            formError ??
            (missingModule
              ? 'This module no longer exists. Go back to the lessons and choose another.'
              : undefined)
          }
        />

        <TitleField
          id="module-title"
          value={title}
          error={errors.title}
          onChange={edit('title', setTitle)}
          onBlur={(value) => blurField('title', value)}
        />

        <FormField
          id="module-blurb"
          label="Blurb"
          required
          error={errors.blurb}
          hint="A sentence or two on what the module covers."
        >
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              rows={4}
              value={blurb}
              required
              onChange={(event) => edit('blurb', setBlurb)(event.target.value)}
              onBlur={(event) => blurField('blurb', event.target.value)}
            />
          )}
        </FormField>

        <DisplayOrderField
          id="module-order"
          hint="Modules are listed from the lowest number up."
          order={order}
          error={errors.displayOrder}
          onEdit={() => {
            setErrors((current) => ({ ...current, displayOrder: undefined }));
            setFormError(undefined);
          }}
          onCheck={(error) => setErrors((current) => ({ ...current, displayOrder: error }))}
        />

        <AuthoringFormActions saving={saving} onCancel={() => void navigate(backTo)} />
      </form>
    </AuthoringFrame>
  );
}
