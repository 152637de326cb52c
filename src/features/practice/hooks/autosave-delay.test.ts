import { describe, expect, it } from 'vitest';
import { AUTOSAVE_MAX_WAIT_MS, AUTOSAVE_PAUSE_MS, autosaveDelayMs } from './autosave-delay.ts';

describe('autosaveDelayMs', () => {
  it('waits for a pause after the first edit', () => {
    expect(autosaveDelayMs(1000, 1000)).toBe(AUTOSAVE_PAUSE_MS);
  });

  it('keeps waiting for a pause while typing goes on, up to the maximum wait', () => {
    expect(autosaveDelayMs(1000, 1000 + 500)).toBe(AUTOSAVE_PAUSE_MS);
    expect(autosaveDelayMs(1000, 1000 + AUTOSAVE_MAX_WAIT_MS - 150)).toBe(150);
  });

  it('saves at once when the oldest unsaved edit has waited the maximum (or the clock jumped)', () => {
    expect(autosaveDelayMs(1000, 1000 + AUTOSAVE_MAX_WAIT_MS)).toBe(0);
    expect(autosaveDelayMs(1000, 1000 + 10 * AUTOSAVE_MAX_WAIT_MS)).toBe(0);
  });
});
