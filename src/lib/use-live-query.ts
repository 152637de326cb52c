import { liveQuery } from 'dexie';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The result of an IndexedDB query, kept live (re-runs when the tables it read change, in this
 * tab or another). Undefined while the first result loads, and while `key` is null (nothing to
 * read yet, e.g. signed out). `key` names the query's inputs: when it changes, the query is
 * re-subscribed and the previous key's result is never returned; the query itself may be a new
 * closure on every render.
 */
export function useLiveQuery<T>(key: string | null, query: () => Promise<T>): T | undefined {
  const [state, setState] = useState<{ key: string; value: T } | undefined>();
  const queryRef = useRef(query);
  useLayoutEffect(() => {
    queryRef.current = query;
  });
  useEffect(() => {
    if (key === null) return;
    const subscription = liveQuery(() => queryRef.current()).subscribe({
      next: (value) => setState({ key, value }),
      error: (error: unknown) => console.warn('IndexedDB query failed', error),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return key !== null && state?.key === key ? state.value : undefined;
}
