/**
 * The last values of one field (server history: time and device), newest first; Restore puts a
 * value back into the field as an ordinary edit. Needs the connection; says so when offline.
 */
import { useEffect, useState } from 'react';
import type { ResumeHistoryEntry } from '../../../../common/resume/resume-edit-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { db } from '../../../lib/db.ts';
import { fetchResumeHistory } from '../api/fetch-resume-history.ts';
import styles from './resume-editor.module.css';

interface ResumeFieldHistoryProps {
  resumeId: string;
  docId: string;
  field: string;
  label: string;
  onRestore: (value: string) => void;
}

function deviceLabel(clientId: string, mine: string | undefined): string {
  if (clientId === mine) return 'this device';
  if (clientId === 'http') return 'the API';
  return 'another device';
}

export function ResumeFieldHistory({
  resumeId,
  docId,
  field,
  label,
  onRestore,
}: ResumeFieldHistoryProps) {
  const [entries, setEntries] = useState<ResumeHistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [clientId, setClientId] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void db.syncMeta.get('client').then((meta) => live && setClientId(meta?.clientId));
    fetchResumeHistory(resumeId, docId, field).then(
      (response) => live && setEntries(response.results),
      (reason: unknown) =>
        live &&
        setError(
          navigator.onLine
            ? reason instanceof Error
              ? reason.message
              : 'The history could not be loaded.'
            : 'Connect to the internet to see the history.',
        ),
    );
    return () => {
      live = false;
    };
  }, [resumeId, docId, field]);

  return (
    <div className={styles.history} role="region" aria-label={`History of ${label}`}>
      {error ? (
        <p>{error}</p>
      ) : entries === null ? (
        <p role="status">Loading the history…</p>
      ) : entries.length === 0 ? (
        <p>No earlier values saved yet.</p>
      ) : (
        <ol className={styles.historyList}>
          {entries.map((entry) => (
            <li key={`${entry.version}-${entry.changed_at}`}>
              <span className={styles.historyValue}>{String(entry.value ?? '') || '(empty)'}</span>
              <span className={styles.historyMeta}>
                {new Date(entry.changed_at).toLocaleString()} ·{' '}
                {deviceLabel(entry.client_id, clientId)}
              </span>
              <Button
                size="small"
                variant="ghost"
                onClick={() => onRestore(String(entry.value ?? ''))}
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
