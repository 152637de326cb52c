/**
 * The one wrapper around `localStorage` (ESLint bans it elsewhere). Reads are validated with a
 * zod schema so a corrupt or outdated value reads as absent instead of crashing the app, and every
 * call survives storage being unavailable (private modes, quota, disabled cookies).
 */
import * as z from 'zod/mini';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredJson<T extends z.core.$ZodType>(
  key: string,
  schema: T,
): z.infer<T> | undefined {
  const raw = storage()?.getItem(key);
  if (raw == null) return undefined;
  try {
    const parsed = z.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `key` holds anything, without parsing it. */
export function hasStoredValue(key: string): boolean {
  try {
    return storage()?.getItem(key) != null;
  } catch {
    return false;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not save ${key} to local storage`, error);
  }
}

export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Every stored key that starts with `prefix` (none when storage is unavailable). */
export function listStoredKeys(prefix: string): string[] {
  const keys: string[] = [];
  try {
    const store = storage();
    if (!store) return keys;
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    // Storage became unavailable while reading: what was found so far.
  }
  return keys;
}

/** Calls `listener` when another tab changes `key` (the storage event fires only cross-tab). */
export function onStoredChange(key: string, listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
