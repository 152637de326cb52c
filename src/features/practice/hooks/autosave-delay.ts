/** Autosave waits for a pause in typing, but never lets a long burst of typing go unsaved. */
export const AUTOSAVE_PAUSE_MS = 400;
export const AUTOSAVE_MAX_WAIT_MS = 2000;

/**
 * How long to wait before saving, given when the first unsaved edit was made: a pause after the
 * latest edit, cut short so nothing stays unsaved longer than AUTOSAVE_MAX_WAIT_MS.
 */
export function autosaveDelayMs(firstUnsavedAtMs: number, nowMs: number): number {
  const left = firstUnsavedAtMs + AUTOSAVE_MAX_WAIT_MS - nowMs;
  return Math.max(0, Math.min(AUTOSAVE_PAUSE_MS, left));
}
