/**
 * The Display Order value of the module and video forms (product.md#module-form, #lesson-form): typed as text, and
 * a value that is not a number becomes 1 with a note saying so (on blur and before saving).
 */
import { useState } from 'react';
import { parseDisplayOrder } from '../logic/parse-display-order.ts';

const NOT_A_NUMBER_NOTE = 'Display Order must be a whole number, so it was set to 1.';

export interface DisplayOrder {
  value: string;
  note: string | undefined;
  change: (value: string) => void;
  /** Replaces a non-numeric value with '1' (noting it) and returns the value to use. */
  normalise: () => string;
}

export function useDisplayOrder(): DisplayOrder {
  const [value, setValue] = useState('1');
  const [note, setNote] = useState<string>();
  return {
    value,
    note,
    change: (next) => {
      setValue(next);
      setNote(undefined);
    },
    normalise: () => {
      if (!parseDisplayOrder(value).coerced) return value;
      setValue('1');
      setNote(NOT_A_NUMBER_NOTE);
      return '1';
    },
  };
}
