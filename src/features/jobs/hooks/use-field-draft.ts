/**
 * What an input shows while the learner types into a synced field: their own text, at once,
 * whatever IndexedDB or the sync engine are doing; another device's value replaces it only while
 * the input is not focused (a rebase or a resolved conflict never moves the caret under them).
 */
import { useState } from 'react';

export function useFieldDraft(stored: string): {
  value: string;
  setValue: (value: string) => void;
  bind: { onFocus: () => void; onBlur: () => void };
} {
  const [value, setValue] = useState(stored);
  const [focused, setFocused] = useState(false);
  const [seen, setSeen] = useState(stored);
  if (stored !== seen) {
    setSeen(stored);
    if (!focused) setValue(stored);
  }
  return {
    value,
    setValue,
    bind: { onFocus: () => setFocused(true), onBlur: () => setFocused(false) },
  };
}
