/** Min / median / max of a few runs (pick-spread.mjs) as the reliability benches print them. */
import { pickSpread } from './pick-spread.mjs';

/** @param {number[]} values */
export function formatSpread(values) {
  const { min, median, max } = pickSpread(values);
  return `${min} / ${median} / ${max}`;
}
