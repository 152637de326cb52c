/** "23 Nov" (or "23 Nov 2027" outside the current year) for a `YYYY-MM-DD` day, in UTC so the day never shifts. */
export function formatPlanDay(day: string, today: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
}
