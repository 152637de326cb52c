/**
 * The last values of one field of a job, from the server's job history, in the shared history
 * list (components/ui/field-history.tsx); Restore puts a value back through the detail's save.
 */
import type { JobHistoryField } from '@/common/jobs/job-history-schema.ts';
import { FieldHistory } from '@/src/components/ui/field-history.tsx';
import { fetchJobHistory } from '../api/fetch-job-history.ts';
import styles from './jobs-page.module.css';

interface JobFieldHistoryProps {
  jobId: string;
  field: JobHistoryField;
  label: string;
  /** How a value reads (e.g. a stage's label); the text itself by default. */
  format?: (value: unknown) => string;
  onRestore: (value: unknown) => void;
}

export function JobFieldHistory({ jobId, field, ...shown }: JobFieldHistoryProps) {
  return (
    <FieldHistory
      {...shown}
      loadKey={`${jobId}:${field}`}
      load={() => fetchJobHistory(jobId, field).then((response) => response.results)}
    />
  );
}

/** The "History" toggle beside a field's label. */
export function HistoryToggle({
  label,
  open,
  onToggle,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.linkButton}
      aria-expanded={open}
      aria-label={`History of ${label}`}
      onClick={onToggle}
    >
      History
    </button>
  );
}
