const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → "1.5 KB": binary multiples with the familiar short names, one decimal below 10. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}
