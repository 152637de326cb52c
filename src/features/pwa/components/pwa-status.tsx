/**
 * The PWA's status region: the offline badge while the browser is offline, and the update
 * prompt ("Reload") when a new version is waiting.
 */
import { Button } from '@/src/components/ui/button.tsx';
import { useOnlineStatus } from '@/src/lib/use-online-status.ts';
import { usePwaStore } from '../stores/pwa-store.ts';
import styles from './pwa-status.module.css';

export function PwaStatus() {
  const online = useOnlineStatus();
  const updateWaiting = usePwaStore((state) => state.updateWaiting);
  const applyUpdate = usePwaStore((state) => state.applyUpdate);

  return (
    <div className={styles.region} aria-live="polite">
      {/* In the markup while online too (hidden): a prerendered page, which does not run React,
          shows it from its own script (features/marketing/islands/show-offline-badge.ts). */}
      <span
        className={styles.offline}
        role="status"
        data-testid="offline-badge"
        data-offline-badge=""
        hidden={online}
      >
        <span className={styles.dot} aria-hidden="true" />
        Offline
      </span>
      {updateWaiting && (
        <div className={styles.toast} role="status" data-testid="update-prompt">
          <span>A new version of Nyra is ready.</span>
          <Button size="small" onClick={() => applyUpdate?.()}>
            Reload
          </Button>
        </div>
      )}
    </div>
  );
}
