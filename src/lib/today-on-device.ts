/** Today on this device's calendar, `YYYY-MM-DD` (the plan's weeks follow the learner's days). */
export function todayOnDevice(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
