/**
 * Writes today's date into the legal pages' "Last updated" line (product.md#legal), prerendered at
 * build.
 */
import { formatLastUpdated } from '../logic/format-last-updated.ts';

export function showTodaysDate(scope: ParentNode): void {
  const today = formatLastUpdated(new Date());
  for (const time of scope.querySelectorAll<HTMLTimeElement>('time[data-today]')) {
    time.dateTime = today.iso;
    time.textContent = today.text;
  }
}
