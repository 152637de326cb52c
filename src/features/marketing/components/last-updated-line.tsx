/**
 * "Last updated" with the current date (SPEC 2.4). The build prerenders the page with the build
 * date for readers without JavaScript; in the browser the <time> is rendered again once hydrated
 * (a new key), so the visitor sees today's date without a hydration mismatch.
 */
import { useSyncExternalStore } from 'react';
import styles from './legal-document.module.css';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

const subscribeNever = () => () => {};

function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function LastUpdatedLine() {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const today = new Date();
  return (
    <p className={styles.updated} data-testid="last-updated">
      Last updated:{' '}
      <time key={hydrated ? 'client' : 'server'} dateTime={isoDate(today)} suppressHydrationWarning>
        {DATE_FORMAT.format(today)}
      </time>
    </p>
  );
}
