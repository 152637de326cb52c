import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

/**
 * Subscribes to a Dexie query and re-renders when its result changes, in this tab or another.
 * `undefined` while the first result loads. Pass a memoised query (useCallback).
 */
export function useLiveQuery<T>(query: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (result) => setValue(() => result),
      error: (error: unknown) => console.warn('IndexedDB query failed', error),
    });
    return () => subscription.unsubscribe();
  }, [query]);
  return value;
}
