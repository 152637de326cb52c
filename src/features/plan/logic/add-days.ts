/** A `YYYY-MM-DD` day moved by whole days (UTC arithmetic, so no daylight-saving shift). */
export function addDays(day: string, days: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}
