/**
 * "Last updated" with the current date (product.md#legal). The build prerenders the page with the
 * build date for readers without JavaScript; the page's script (islands/show-todays-date.ts) writes
 * today's date into the <time> marked `data-today`. Rendered by React (client routing, offline),
 * the <time> is rendered again once hydrated (a new key), without a hydration mismatch.
 */
import { useSyncExternalStore } from 'react';
import { formatLastUpdated } from '../logic/format-last-updated.ts';
import styles from './legal-document.module.css';

const subscribeNever = () => () => {};

export function LastUpdatedLine() {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const today = formatLastUpdated(new Date());
  return (
    <p className={styles.updated} data-testid="last-updated">
      Last updated:{' '}
      <time
        key={hydrated ? 'client' : 'server'}
        dateTime={today.iso}
        data-today=""
        suppressHydrationWarning
      >
        {today.text}
      </time>
    </p>
  );
}
