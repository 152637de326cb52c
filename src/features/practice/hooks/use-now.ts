import { useEffect, useState } from 'react';

/** How often time-based views (reviews falling due) re-check the clock. */
const NOW_TICK_MS = 60_000;

/** The current time (epoch ms), refreshed every minute and when the tab becomes visible. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, NOW_TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);
  return now;
}
