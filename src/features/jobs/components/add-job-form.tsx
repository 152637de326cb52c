/**
 * Add job: company, title, link, location, salary range, the pasted job description and notes.
 * What is typed is kept on this device as a draft until the job is saved, so a reload loses
 * nothing; errors are shown beside their field and nothing typed is cleared.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/src/components/ui/button.tsx';
import { FormField } from '@/src/components/ui/form-field.tsx';
import { readStoredJson, removeStored, writeStoredJson } from '@/src/lib/local-storage.ts';
import {
  EMPTY_JOB_FORM,
  JOB_FORM_FIELDS,
  validateJobForm,
  type JobFormErrors,
  type JobFormField,
  type JobFormValues,
} from '../logic/validate-job-form.ts';
import styles from './jobs-page.module.css';

const LABELS: Record<JobFormField, string> = {
  company: 'Company',
  title: 'Job title',
  link: 'Link to the posting',
  location: 'Location',
  salary: 'Salary range',
  description: 'Job description',
  notes: 'Notes',
};
const REQUIRED: ReadonlySet<JobFormField> = new Set(['company', 'title']);
const MULTILINE: ReadonlySet<JobFormField> = new Set(['description', 'notes']);

interface AddJobFormProps {
  draftKey: string;
  onSave: (values: JobFormValues) => Promise<void>;
  onCancel: () => void;
}

const draftSchema = z.partialRecord(z.enum(JOB_FORM_FIELDS), z.string());

function readDraft(key: string): JobFormValues {
  return { ...EMPTY_JOB_FORM, ...readStoredJson(key, draftSchema) };
}

export function AddJobForm({ draftKey, onSave, onCancel }: AddJobFormProps) {
  const base = useId();
  const [values, setValues] = useState<JobFormValues>(() => readDraft(draftKey));
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    writeStoredJson(draftKey, values);
  }, [draftKey, values]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateJobForm(values);
    setErrors(found);
    const first = JOB_FORM_FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`${base}-${first}`)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onSave(values);
      removeStored(draftKey);
    } catch (error) {
      setFailure(
        `The job could not be saved on this device: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Add job">
      <div className={styles.formGrid}>
        {JOB_FORM_FIELDS.map((field) => (
          <FormField
            key={field}
            id={`${base}-${field}`}
            label={LABELS[field]}
            required={REQUIRED.has(field)}
            optional={!REQUIRED.has(field)}
            error={errors[field]}
            className={MULTILINE.has(field) ? styles.wide : undefined}
          >
            {(control) =>
              MULTILINE.has(field) ? (
                <textarea
                  {...control}
                  className={`${styles.control} ${styles.multiline}`}
                  rows={field === 'description' ? 8 : 3}
                  value={values[field]}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                />
              ) : (
                <input
                  {...control}
                  className={styles.control}
                  type={field === 'link' ? 'url' : 'text'}
                  value={values[field]}
                  required={REQUIRED.has(field)}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                />
              )
            }
          </FormField>
        ))}
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save job'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
