/**
 * The last values of one field (the server's history: time and device), newest first; Restore
 * puts a value back, as an ordinary edit of the feature that shows it. Needs the connection and
 * says so offline. Résumé fields and job fields show their history with it; each passes its
 * own loader.
 */
import { useEffect, useState } from 'react';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { useOnlineStatus } from '@/src/lib/use-online-status.ts';
import { Button } from './button.tsx';
import styles from './field-history.module.css';

export interface FieldHistoryEntry {
  value: unknown;
  changed_at: string;
  client_id: string;
  version: number;
}

interface FieldHistoryProps {
  /** The field's name as the learner reads it ("City", "Stage"). */
  label: string;
  /** The field's saved values, newest first. */
  load: () => Promise<readonly FieldHistoryEntry[]>;
  /** Loads again when this changes (the field's identity). */
  loadKey: string;
  /** How a value reads (e.g. a stage's label); the text itself by default. */
  format?: (value: unknown) => string;
  onRestore: (value: unknown) => void;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

function deviceLabel(clientId: string, mine: string | undefined): string {
  if (clientId === mine) return 'this device';
  // Written through the HTTP routes rather than a device's sync engine.
  if (clientId === 'http') return 'the API';
  return 'another device';
}

export function FieldHistory({
  label,
  load,
  loadKey,
  format = asText,
  onRestore,
}: FieldHistoryProps) {
  const online = useOnlineStatus();
  const [entries, setEntries] = useState<readonly FieldHistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [clientId, setClientId] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!online) return;
    let live = true;
    void appSyncEngine.clientId().then((id) => live && setClientId(id));
    load().then(
      (loaded) => live && setEntries(loaded),
      (reason: unknown) =>
        live &&
        setError(reason instanceof Error ? reason.message : 'The history could not be loaded.'),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; the field it loads is `loadKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey, online]);

  return (
    <div className={styles.history} role="region" aria-label={`History of ${label}`}>
      {!online ? (
        <p>Connect to the internet to see the history.</p>
      ) : error ? (
        <p>{error}</p>
      ) : entries === null ? (
        <p role="status">Loading the history…</p>
      ) : entries.length === 0 ? (
        <p>No earlier values saved yet.</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry) => {
            const text = format(entry.value) || '(empty)';
            return (
              <li key={`${entry.version}-${entry.changed_at}`}>
                <span className={styles.value}>{text}</span>
                <span className={styles.meta}>
                  {new Date(entry.changed_at).toLocaleString()} ·{' '}
                  {deviceLabel(entry.client_id, clientId)}
                </span>
                <Button
                  type="button"
                  size="small"
                  variant="ghost"
                  aria-label={`Restore ${label}: ${text}`}
                  onClick={() => onRestore(entry.value)}
                >
                  Restore
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
