/**
 * The browser benches' summary of one figure taken once per run: `{ minMs, medianMs, maxMs, runs }`
 * (pick-spread.mjs), rounded to `decimals` places.
 */
import { pickSpread } from './pick-spread.mjs';

/**
 * @param {number[]} values
 * @param {number} [decimals]
 */
export function summarizeRuns(values, decimals = 0) {
  const scale = 10 ** decimals;
  const round = (value) => Math.round(value * scale) / scale;
  const { min, median, max } = pickSpread(values);
  return { minMs: round(min), medianMs: round(median), maxMs: round(max), runs: values.length };
}
