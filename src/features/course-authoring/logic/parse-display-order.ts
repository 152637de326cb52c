import {
  DISPLAY_ORDER_DEFAULT,
  DISPLAY_ORDER_MAX,
  DISPLAY_ORDER_MIN,
} from '@/common/courses/courses-limits.ts';

export interface ParsedDisplayOrder {
  value: number;
  /** The input was not a number and became the default (product.md#module-form: non-numeric becomes 1). */
  coerced: boolean;
  error?: string;
}

/** Reads the Display Order field: whole numbers from 1; anything non-numeric becomes 1. */
export function parseDisplayOrder(raw: string): ParsedDisplayOrder {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) return { value: DISPLAY_ORDER_DEFAULT, coerced: true };
  const value = Number(text);
  if (value < DISPLAY_ORDER_MIN) {
    return { value, coerced: false, error: `Display order must be at least ${DISPLAY_ORDER_MIN}` };
  }
  if (value > DISPLAY_ORDER_MAX) {
    return { value, coerced: false, error: `Display order must be at most ${DISPLAY_ORDER_MAX}` };
  }
  return { value, coerced: false };
}
