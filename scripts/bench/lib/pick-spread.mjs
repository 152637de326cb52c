/**
 * Min / median / max of a few runs of one figure, to show how much a shared machine moved it.
 * The median of an even count is the upper middle value (a value that was measured, not a mean).
 *
 * @param {number[]} values
 */
export function pickSpread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
}
