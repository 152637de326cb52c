/**
 * The legal pages' "Last updated" date (SPEC 2.4: the current date), as shown and as the <time>
 * element's machine-readable value, both in the reader's local calendar.
 */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

export function formatLastUpdated(date: Date): { text: string; iso: string } {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return { text: DATE_FORMAT.format(date), iso: `${date.getFullYear()}-${month}-${day}` };
}
