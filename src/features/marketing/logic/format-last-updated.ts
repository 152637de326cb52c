/**
 * The legal pages' "Last updated" date (product.md#legal: the current date), as shown ("November 24,
 * 2026", the en-US long date) and as the <time> element's machine-readable value, both in the
 * reader's local calendar. Written out by hand rather than with Intl.DateTimeFormat: the first
 * Intl call initialises ICU, which cost a long task (≈ 50 ms unthrottled, ×4 under Lighthouse's
 * mobile CPU) on a page whose script is otherwise a few milliseconds.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function formatLastUpdated(date: Date): { text: string; iso: string } {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return {
    text: `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`,
    iso: `${date.getFullYear()}-${month}-${day}`,
  };
}
