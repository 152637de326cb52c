/** "45 seconds", "1 minute", "58 minutes": a wait for people, rounded up. */
export function formatWait(seconds: number): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${s} ${s === 1 ? 'second' : 'seconds'}`;
  }
  const m = Math.ceil(seconds / 60);
  return `${m} ${m === 1 ? 'minute' : 'minutes'}`;
}
