/**
 * One text field of a job, saved as it is typed (coalesced by the sync engine); with `jobId`, a
 * History button beside the label lists its earlier values (job-field-history.tsx).
 */
import { useId, useState } from 'react';
import type { JobFields } from '@/common/jobs/job-document-schema.ts';
import { JOB_FIXED_FIELDS } from '@/common/jobs/job-document-schema.ts';
import { FormField } from '@/src/components/ui/form-field.tsx';
import { useFieldDraft } from '../hooks/use-field-draft.ts';
import { HistoryToggle, JobFieldHistory } from './job-field-history.tsx';
import styles from './jobs-page.module.css';

type TextKey =
  'company' | 'title' | 'link' | 'location' | 'salary' | 'notes' | 'description' | 'coverLetter';

interface JobTextFieldProps {
  field: TextKey;
  label: string;
  fields: JobFields;
  multiline?: number;
  /** The job's id: shows the field's History. */
  jobId?: string;
  onSave: (field: TextKey, value: string) => void;
}

export function JobTextField({
  field,
  label,
  fields,
  multiline,
  jobId,
  onSave,
}: JobTextFieldProps) {
  const id = useId();
  const [historyOpen, setHistoryOpen] = useState(false);
  const draft = useFieldDraft(fields[field]);
  const parsed = JOB_FIXED_FIELDS[field].safeParse(
    field === 'link' ? draft.value.trim() : draft.value,
  );
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const change = (value: string) => {
    draft.setValue(value);
    // An invalid value stays in the input (nothing typed is lost) but is not saved until fixed.
    const check = JOB_FIXED_FIELDS[field].safeParse(field === 'link' ? value.trim() : value);
    if (check.success) onSave(field, field === 'link' ? value.trim() : value);
  };
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      className={multiline ? styles.wide : undefined}
      labelAction={
        jobId && (
          <HistoryToggle
            label={label}
            open={historyOpen}
            onToggle={() => setHistoryOpen((open) => !open)}
          />
        )
      }
      footer={
        jobId &&
        historyOpen && (
          <JobFieldHistory
            jobId={jobId}
            field={field}
            label={label}
            onRestore={(value) => onSave(field, typeof value === 'string' ? value : '')}
          />
        )
      }
    >
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            {...draft.bind}
            className={`${styles.control} ${styles.multiline}`}
            rows={multiline}
            value={draft.value}
            onChange={(e) => change(e.target.value)}
          />
        ) : (
          <input
            {...control}
            {...draft.bind}
            className={styles.control}
            type={field === 'link' ? 'url' : 'text'}
            value={draft.value}
            onChange={(e) => change(e.target.value)}
          />
        )
      }
    </FormField>
  );
}
