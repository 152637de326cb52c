import { liveQuery } from 'dexie';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The result of an IndexedDB query, kept live (re-runs when the tables change, in this tab or
 * another). Undefined while the first result loads. `key` identifies the query: when it
 * changes, the query is re-subscribed.
 */
export function useDexieQuery<T>(key: string, query: () => Promise<T>): T | undefined {
  const [state, setState] = useState<{ key: string; value: T } | undefined>();
  const queryRef = useRef(query);
  useLayoutEffect(() => {
    queryRef.current = query;
  });
  useEffect(() => {
    const subscription = liveQuery(() => queryRef.current()).subscribe({
      next: (value) => setState({ key, value }),
      error: (error: unknown) => console.warn('IndexedDB query failed', error),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return state?.key === key ? state.value : undefined;
}
