/**
 * "Build my résumé here instead" (issue 24 §4): the upload gate's way in for a learner with a Word
 * résumé or none — name, contact, the last two jobs, education and skills, then a ready résumé is
 * created on the server and the gate is passed. Everything typed is kept: in the fields when a
 * check or the server refuses, and on this device (a draft per user) across a reload; dates are
 * typed as on a résumé ("Mar 2021", "2021") and keep that precision.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/src/components/ui/button.tsx';
import { FormField } from '@/src/components/ui/form-field.tsx';
import { ApiError } from '@/src/lib/api-client.ts';
import { createBuiltResume } from '../api/create-built-resume.ts';
import {
  emptyResumeBuilderDraft,
  type BuilderJobDraft,
  type BuilderSchoolDraft,
  type ResumeBuilderDraft,
} from '../logic/resume-builder-draft-schema.ts';
import { toResumeBuilderBody } from '../logic/to-resume-builder-body.ts';
import { resumeBuilderDraft } from '../storage/resume-builder-draft.ts';
import styles from './resume-builder-form.module.css';

interface ResumeBuilderFormProps {
  /** The signed-in e-mail: the draft is kept per user. */
  owner: string;
  /** Prefills the name of a first visit. */
  fullName: string;
  onCreated: () => void;
  onCancel: () => void;
}

const JOB_LEGENDS = ['Most recent job', 'Job before that'] as const;
const DATE_HINT = 'e.g. Mar 2021 or 2021';
const OFFLINE_MESSAGE =
  'You are offline. What you typed is kept on this device: create your résumé when you are back online.';

export function ResumeBuilderForm({
  owner,
  fullName,
  onCreated,
  onCancel,
}: ResumeBuilderFormProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ResumeBuilderDraft>(
    () => resumeBuilderDraft.read(owner) ?? emptyResumeBuilderDraft(fullName),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const touched = useRef(false);

  // Every change is kept on the device at once (a reload or a closed tab loses nothing).
  useEffect(() => {
    if (touched.current) resumeBuilderDraft.write(owner, draft);
  }, [owner, draft]);

  const change = (update: (current: ResumeBuilderDraft) => ResumeBuilderDraft) => {
    touched.current = true;
    setDraft(update);
  };
  const setField =
    (key: 'learner_name' | 'learner_email' | 'learner_phone' | 'city' | 'skills') =>
    (value: string) =>
      change((current) => ({ ...current, [key]: value }));
  const setJob = (index: 0 | 1, patch: Partial<BuilderJobDraft>) =>
    change((current) => {
      const jobs: ResumeBuilderDraft['jobs'] = [...current.jobs];
      jobs[index] = { ...jobs[index], ...patch };
      return { ...current, jobs };
    });
  const setSchool = (patch: Partial<BuilderSchoolDraft>) =>
    change((current) => ({ ...current, school: { ...current.school, ...patch } }));

  const focusFirstError = (keys: string[]) => {
    // After React has drawn the messages: the first invalid field, in the form's order.
    window.requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid ?? formRef.current?.querySelector<HTMLElement>(`[name="${keys[0]}"]`))?.focus();
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const result = toResumeBuilderBody(draft);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(Object.keys(result.errors));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await createBuiltResume(result.body);
      resumeBuilderDraft.clear(owner);
      onCreated();
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.fields) {
        setErrors(failure.fields);
        focusFirstError(Object.keys(failure.fields));
      }
      setProblem(
        failure instanceof ApiError && failure.kind === 'network'
          ? OFFLINE_MESSAGE
          : failure instanceof ApiError
            ? failure.message
            : 'Your résumé could not be created. Please try again.',
      );
    }
  };

  const errorCount = Object.keys(errors).length;
  const text = (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { type?: string; autoComplete?: string; hint?: string; optional?: boolean } = {},
  ): ReactNode => (
    <FormField
      id={`${formId}-${key}`}
      label={label}
      compact
      optional={options.optional}
      hint={options.hint}
      error={errors[key]}
    >
      {(control) => (
        <input
          {...control}
          name={key}
          className={styles.control}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          value={value}
          disabled={busy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-label="Build your résumé"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 className={styles.title}>Build your résumé</h2>
      <p className={styles.lede}>
        A few answers make a résumé you can edit, export and share. Leave out what does not apply.
      </p>
      {errorCount > 0 ? (
        <p className={styles.error} role="alert">
          {errorCount === 1 ? 'One answer needs a look' : `${errorCount} answers need a look`}: see
          the messages below. Nothing you typed is lost.
        </p>
      ) : null}

      <fieldset className={styles.group}>
        <legend>Your details</legend>
        {text('learner_name', 'Full name', draft.learner_name, setField('learner_name'), {
          autoComplete: 'name',
        })}
        <div className={styles.row}>
          {text('learner_email', 'E-mail', draft.learner_email, setField('learner_email'), {
            type: 'email',
            autoComplete: 'email',
          })}
          {text('learner_phone', 'Phone', draft.learner_phone, setField('learner_phone'), {
            type: 'tel',
            autoComplete: 'tel',
            optional: true,
          })}
        </div>
        {text('city', 'City', draft.city, setField('city'), {
          autoComplete: 'address-level2',
          optional: true,
        })}
      </fieldset>

      {([0, 1] as const).map((index) => {
        const job = draft.jobs[index];
        const key = (field: string) => `jobs.${index}.${field}`;
        return (
          <fieldset key={index} className={styles.group}>
            <legend>
              {JOB_LEGENDS[index]} <span className={styles.optional}>(optional)</span>
            </legend>
            <div className={styles.row}>
              {text(key('title'), 'Job title', job.title, (title) => setJob(index, { title }))}
              {text(key('company_name'), 'Company', job.company_name, (company_name) =>
                setJob(index, { company_name }),
              )}
            </div>
            <div className={styles.row}>
              {text(
                key('start_date'),
                'Started',
                job.start_date,
                (start_date) => setJob(index, { start_date }),
                { hint: DATE_HINT },
              )}
              {job.current
                ? null
                : text(
                    key('end_date'),
                    'Ended',
                    job.end_date,
                    (end_date) => setJob(index, { end_date }),
                    { hint: DATE_HINT },
                  )}
            </div>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={job.current}
                disabled={busy}
                onChange={(event) => setJob(index, { current: event.target.checked })}
              />
              I work here now
            </label>
          </fieldset>
        );
      })}

      <fieldset className={styles.group}>
        <legend>
          Education <span className={styles.optional}>(optional)</span>
        </legend>
        <div className={styles.row}>
          {text('education.0.school_name', 'School', draft.school.school_name, (school_name) =>
            setSchool({ school_name }),
          )}
          {text('education.0.degree', 'Degree', draft.school.degree, (degree) =>
            setSchool({ degree }),
          )}
        </div>
        <div className={styles.row}>
          {text(
            'education.0.start_date',
            'Started',
            draft.school.start_date,
            (start_date) => setSchool({ start_date }),
            { hint: DATE_HINT },
          )}
          {text(
            'education.0.end_date',
            'Finished',
            draft.school.end_date,
            (end_date) => setSchool({ end_date }),
            { hint: DATE_HINT },
          )}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>
          Skills <span className={styles.optional}>(optional)</span>
        </legend>
        {text('skills', 'Skills', draft.skills, setField('skills'), {
          hint: 'Separate them with commas: SQL, Python, dbt',
        })}
      </fieldset>

      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="large" disabled={busy}>
          {busy ? 'Creating...' : 'Create my résumé'}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          Upload a PDF instead
        </Button>
      </div>
    </form>
  );
}
