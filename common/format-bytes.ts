const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export type ByteUnit = (typeof UNITS)[number];

export interface FormatBytesOptions {
  /** Smallest unit shown (default B). Sizes in it are whole; from KB up, never below 1. */
  smallest?: ByteUnit;
  /** Largest unit shown (default GB): with MB, 2 GB reads "2048 MB". */
  largest?: ByteUnit;
  /**
   * Decimals above the smallest unit (or in it, when it is the only one): `auto` one below 10
   * ("1.5 KB", "12 MB"), `one` always ("12.0 MB"), `up-to-one` without a trailing zero ("200 MB").
   */
  decimals?: 'auto' | 'one' | 'up-to-one';
}

/**
 * 1536 → "1.5 KB": binary multiples with the familiar short names. The options keep each
 * screen's established wording (a limit reads "200 MB", a progress count "12.0 MB").
 */
export function formatBytes(bytes: number, options: FormatBytesOptions = {}): string {
  const { smallest = 'B', largest = 'GB', decimals = 'auto' } = options;
  const first = UNITS.indexOf(smallest);
  const last = Math.max(first, UNITS.indexOf(largest));
  let unit = first;
  let value = Math.max(0, bytes) / 1024 ** first;
  while (value >= 1024 && unit < last) {
    value /= 1024;
    unit += 1;
  }
  if (unit === first && first < last) {
    // A few hundred bytes in a KB-based label read "1 KB", not "0 KB".
    return `${first === 0 ? Math.round(value) : Math.max(1, Math.round(value))} ${UNITS[unit]}`;
  }
  if (decimals === 'up-to-one') return `${Math.round(value * 10) / 10} ${UNITS[unit]}`;
  const digits = decimals === 'one' || value < 10 ? 1 : 0;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}
