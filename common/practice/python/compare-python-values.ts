/**
 * Compares a Python result (already converted to JSON by the harness) with the expected JSON
 * value. Numbers compare with a tolerance (so 2 equals 2.0); `unordered` modes treat lists as
 * multisets, matched greedily because a tolerance rules out sorting by a canonical key.
 */
import type { PythonCompareMode } from '../problem-schema.ts';
import { numbersClose } from '../numbers-close.ts';

type Json = unknown;

function deepEqual(a: Json, b: Json, unorderedDepth: number): boolean {
  if (typeof a === 'number' && typeof b === 'number') return numbersClose(a, b);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    if (unorderedDepth > 0) return sameMultiset(a, b, unorderedDepth - 1);
    return a.every((item, index) => deepEqual(item, b[index], 0));
  }
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, Json>;
  if (aKeys.length !== Object.keys(bRecord).length) return false;
  return aKeys.every(
    (key) => key in bRecord && deepEqual((a as Record<string, Json>)[key], bRecord[key], 0),
  );
}

function sameMultiset(a: Json[], b: Json[], innerUnorderedDepth: number): boolean {
  const used = new Array<boolean>(b.length).fill(false);
  return a.every((item) => {
    const match = b.findIndex(
      (candidate, index) => !used[index] && deepEqual(item, candidate, innerUnorderedDepth),
    );
    if (match === -1) return false;
    used[match] = true;
    return true;
  });
}

export function comparePythonValues(
  actual: Json,
  expected: Json,
  mode: PythonCompareMode,
): boolean {
  const unorderedDepth = mode === 'exact' ? 0 : mode === 'unordered' ? 1 : 2;
  return deepEqual(actual, expected, unorderedDepth);
}
