/**
 * The last values of one field of a job (server history: time and device), newest first;
 * Restore puts a value back through the detail's save, as an ordinary edit. Needs the
 * connection and says so when offline.
 */
import { useEffect, useState } from 'react';
import type {
  JobHistoryEntry,
  JobHistoryField,
} from '../../../../common/jobs/job-history-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { db } from '../../../lib/db.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
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

const asText = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

export function JobFieldHistory({
  jobId,
  field,
  label,
  format = asText,
  onRestore,
}: JobFieldHistoryProps) {
  const online = useOnlineStatus();
  const [entries, setEntries] = useState<JobHistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [clientId, setClientId] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!online) return;
    let live = true;
    void db.syncMeta.get('client').then((meta) => live && setClientId(meta?.clientId));
    fetchJobHistory(jobId, field).then(
      (response) => live && setEntries(response.results),
      (reason: unknown) =>
        live &&
        setError(reason instanceof Error ? reason.message : 'The history could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [jobId, field, online]);

  return (
    <div className={styles.history} role="region" aria-label={`History of ${label}`}>
      {!online ? (
        <p>History needs a connection.</p>
      ) : error ? (
        <p>{error}</p>
      ) : entries === null ? (
        <p role="status">Loading the history…</p>
      ) : entries.length === 0 ? (
        <p>No earlier values saved yet.</p>
      ) : (
        <ol className={styles.historyList}>
          {entries.map((entry) => (
            <li key={`${entry.version}-${entry.changed_at}`}>
              <span className={styles.historyValue}>{format(entry.value) || '(empty)'}</span>
              <span className={styles.historyMeta}>
                {new Date(entry.changed_at).toLocaleString()} ·{' '}
                {entry.client_id === clientId ? 'this device' : 'another device'}
              </span>
              <Button
                type="button"
                size="small"
                variant="ghost"
                aria-label={`Restore ${label}: ${format(entry.value) || '(empty)'}`}
                onClick={() => onRestore(entry.value)}
              >
                Restore
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
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
