import { NUMBER_TOLERANCE } from './practice-limits.ts';

/** True when two numbers are equal within NUMBER_TOLERANCE (relative, absolute below 1). */
export function numbersClose(a: number, b: number): boolean {
  if (a === b) return true;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.abs(a - b) <= NUMBER_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}
