/**
 * The p-th percentile of a list of timings by the nearest-rank method (p 0 is the minimum, 100
 * the maximum), the definition every bench's tables in docs/benchmarks.md use. With `decimals`
 * the value is rounded to that many places, as the figures are printed.
 *
 * @param {number[]} values
 * @param {number} p
 * @param {number} [decimals]
 */
export function pickPercentile(values, p, decimals) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  const value = sorted[Math.max(0, index)];
  if (decimals === undefined) return value;
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}
