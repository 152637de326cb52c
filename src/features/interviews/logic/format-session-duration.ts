/**
 * How long a session really lasted (its active time), for the list of previous interviews: the
 * planned length would log a 40-second session as "45 min".
 */
export function formatSessionDuration(elapsedMs: number): string {
  const seconds = Math.max(0, Math.round(elapsedMs / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  // Minutes and seconds under ten minutes, where the seconds still matter; whole minutes after.
  if (minutes < 10 && rest > 0) return `${minutes} min ${rest} s`;
  return `${Math.round(seconds / 60)} min`;
}
