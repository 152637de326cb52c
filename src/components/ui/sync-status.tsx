/**
 * The one sync status indicator, shown wherever a document is edited: "Saved on this
 * device", "Syncing…", "Synced" or "Needs attention" with why. A conflict offers, per field, to
 * keep this device's value or the server's; a refused change offers to try again. Nothing is
 * ever discarded from here without the user's choice.
 */
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { useSyncStatus } from '@/src/lib/sync/use-sync-status.ts';
import { Button } from './button.tsx';
import styles from './sync-status.module.css';

interface SyncStatusProps {
  docType: string;
  /** One document; without it, every document of the type. */
  docId?: string;
  /** Names the field in conflict prompts. */
  describe?: (field: string, value: unknown) => { label: string; value: string };
}

const CLASS_BY_KIND = {
  'saved-locally': '',
  syncing: styles.syncing,
  synced: styles.synced,
  'needs-attention': styles.attention,
} as const;

function fallbackDescribe(field: string, value: unknown) {
  return { label: field, value: value === null || value === undefined ? '(empty)' : String(value) };
}

export function SyncStatus({ docType, docId, describe = fallbackDescribe }: SyncStatusProps) {
  const status = useSyncStatus(
    docId === undefined ? { docType, docId: '' } : { docType, docId },
    docId === undefined,
  );
  if (!status) return null;
  return (
    <div
      className={`${styles.status} ${CLASS_BY_KIND[status.kind]}`}
      data-sync-status={status.kind}
    >
      <span className={styles.line} role="status">
        <span className={styles.dot} aria-hidden="true" />
        {status.label}
        {status.reason ? `: ${status.reason}` : null}
      </span>
      {status.attention.map((row) =>
        row.conflict ? (
          <div key={row.id} className={styles.panel}>
            {Object.entries(row.conflict.fields).map(([field, values]) => {
              const mine = describe(field, values.mine);
              const server = describe(field, values.server);
              return (
                <div key={field} className={styles.field}>
                  <strong>{mine.label}</strong>
                  <span>On this device: {mine.value}</span>
                  <span>On the server: {server.value}</span>
                  <div className={styles.choices}>
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() =>
                        void appSyncEngine.resolveConflict(row.id, { [field]: 'mine' })
                      }
                    >
                      Keep this device’s
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() =>
                        void appSyncEngine.resolveConflict(row.id, { [field]: 'server' })
                      }
                    >
                      Use the server’s
                    </Button>
                  </div>
                </div>
              );
            })}
          </div>
        ) : (
          <div key={row.id} className={styles.panel}>
            <span>{row.error}</span>
            <div className={styles.choices}>
              <Button
                size="small"
                variant="secondary"
                onClick={() => void appSyncEngine.retry(row.id)}
              >
                Try again
              </Button>
            </div>
          </div>
        ),
      )}
    </div>
  );
}
