/**
 * The practice benches' summary of a list of timings: how many, then min / p50 / p95 / max by
 * nearest rank, each to 0.1 ms.
 */
import { pickPercentile } from './pick-percentile.mjs';

/** @param {number[]} values */
export function summarizePercentiles(values) {
  return {
    runs: values.length,
    min: pickPercentile(values, 0, 1),
    p50: pickPercentile(values, 50, 1),
    p95: pickPercentile(values, 95, 1),
    max: pickPercentile(values, 100, 1),
  };
}
