/**
 * The editor's sync status, always visible: "Saved on this device", "Syncing…",
 * "Synced" or "Needs attention" for the resume and its items together. Conflicts are resolved at
 * their fields; a refused change shows the server's reason with Try again.
 */
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { computeSyncStatus } from '@/src/lib/sync/compute-sync-status.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { useOnlineStatus } from '@/src/lib/use-online-status.ts';
import styles from './resume-editor.module.css';

export function ResumeEditorStatus({ rows }: { rows: OutboxRow[] }) {
  const online = useOnlineStatus();
  const status = computeSyncStatus(rows, online);
  const refused = status.attention.filter((row) => row.state === 'needs-attention');
  const conflicts = status.attention.length - refused.length;
  return (
    <div className={styles.status} data-sync-status={status.kind}>
      <span role="status" className={styles.statusLine}>
        <span
          className={`${styles.statusDot} ${styles[`dot_${status.kind}`] ?? ''}`}
          aria-hidden="true"
        />
        {status.label}
      </span>
      {conflicts > 0 && (
        <span className={styles.statusNote}>
          {conflicts === 1 ? 'A field was' : `${conflicts} fields were`} also changed on another
          device: choose below.
        </span>
      )}
      {refused.map((row) => (
        <span key={row.id} className={styles.statusNote}>
          {row.error ?? 'The server could not accept a change.'}{' '}
          <Button size="small" variant="ghost" onClick={() => void appSyncEngine.retry(row.id)}>
            Try again
          </Button>
        </span>
      ))}
    </div>
  );
}
